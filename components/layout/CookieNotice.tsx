'use client';

import { useEffect, useState } from 'react';
import styles from '@/components/layout/CookieNotice.module.css';

/** Local-storage key that records the dismissal (SPEC §9). */
export const COOKIES_OK_KEY = 'COOKIES_OK';

function isDismissed(): boolean {
  try {
    return window.localStorage.getItem(COOKIES_OK_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Cookie notice fixed to the bottom of the window, so it never pushes content.
 * The static HTML renders it hidden; after hydration it appears unless it was
 * dismissed before, so a returning visitor never sees it flash.
 */
export function CookieNotice({ label, text, close }: { label: string; text: string; close: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(!isDismissed());
  }, []);

  function dismiss() {
    try {
      window.localStorage.setItem(COOKIES_OK_KEY, 'true');
    } catch {
      // Storage disabled: the notice closes for this page view only.
    }
    setVisible(false);
  }

  return (
    <section className={styles.notice} aria-label={label} hidden={!visible}>
      <div className={styles.inner}>
        <p className={styles.text}>{text}</p>
        <button type="button" className={styles.close} onClick={dismiss}>
          {close}
        </button>
      </div>
    </section>
  );
}
