'use client';

import { useEffect, useState } from 'react';
import { sectorFallbackPath, type KnownSectorPaths } from '@/lib/url-state/sector-fallback';
import { BASE_PATH } from '@/lib/url-state/base-path';

interface Props {
  known: KnownSectorPaths;
  /** The notice per locale, shown while the page moves on. */
  messages: Record<string, string>;
}

/**
 * On a 404 page (the localised ones and the root 404.html any static host serves): an unknown
 * sector or item address moves on to the first sector (or the sector's first item), as a
 * static export cannot pre-render unknown names.
 */
export function SectorNotFoundRedirect({ known, messages }: Props) {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    const to = sectorFallbackPath(window.location.pathname, BASE_PATH, known);
    if (!to) return;
    setTarget(to);
    window.location.replace(`${to}${window.location.search}`);
  }, [known]);
  if (!target) return null;
  const locale = target.slice(BASE_PATH.length + 1, BASE_PATH.length + 3);
  return (
    <p role="status" lang={locale}>
      {messages[locale] ?? Object.values(messages)[0]} <a href={target}>{target}</a>
    </p>
  );
}
