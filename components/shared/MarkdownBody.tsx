import styles from '@/components/shared/MarkdownBody.module.css';

interface Props {
  /** HTML produced by lib/markdown/render-markdown (already sanitised). */
  html: string;
}

/** Renders sanitised markdown HTML as page text. */
export function MarkdownBody({ html }: Props) {
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}
