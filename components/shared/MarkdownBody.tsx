import styles from '@/components/shared/MarkdownBody.module.css';

interface Props {
  /** HTML produced by lib/markdown/render-markdown (already sanitised). */
  html: string;
  /** Set when the text is the English one standing in for a missing translation. */
  lang?: 'en';
  /** The page language's one-line notice that the text below is in English (shown with `lang`, when given). */
  inEnglishNotice?: string;
}

/** Renders sanitised markdown HTML as page text; an English stand-in says so above it, in the page's language. */
export function MarkdownBody({ html, lang, inEnglishNotice }: Props) {
  const body = <div className={styles.markdown} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
  if (!lang || !inEnglishNotice) return body;
  return (
    <>
      <p className={styles.inEnglish} role="note">
        {inEnglishNotice}
      </p>
      {body}
    </>
  );
}
