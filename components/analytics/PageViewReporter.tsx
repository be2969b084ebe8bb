'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { ANALYTICS_TRACKERS } from '@/lib/analytics/config';
import { startPageViews, type PageViewReporter as Reporter } from '@/lib/analytics/page-views';

type GtagWindow = Window & { dataLayer?: unknown[] };

/** Reports a page view on every route change; renders nothing. */
export function PageViewReporter() {
  const pathname = usePathname();
  const reporter = useRef<Reporter | null | undefined>(undefined);

  useEffect(() => {
    if (reporter.current === undefined) {
      const win = window as GtagWindow;
      reporter.current = startPageViews(
        {
          host: window.location.host,
          automated: navigator.webdriver === true,
          appendScript: (src) => {
            const script = document.createElement('script');
            script.async = true;
            script.src = src;
            document.head.appendChild(script);
          },
          queue: (win.dataLayer ??= []),
        },
        ANALYTICS_TRACKERS,
      );
    }
    reporter.current?.reportPageView(pathname, document.title);
  }, [pathname]);

  return null;
}
