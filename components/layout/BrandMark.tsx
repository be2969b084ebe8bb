import styles from './SiteHeader.module.css';

/** The site's bar-chart mark (same drawing as app/icon.svg), decorative. */
export function BrandMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" />
      <path d="M6 24h4V14H6zm6 0h4V8h-4zm6 0h4V11h-4zm6 0h2V17h-2z" />
    </svg>
  );
}
