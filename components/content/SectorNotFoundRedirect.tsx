'use client';

import { useEffect, useState } from 'react';
import { sectorFallbackPath, type KnownSectorPaths } from '@/lib/data/sector-fallback';

const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * On the static 404 page: an unknown sector or item address moves on to the first sector
 * (or the sector's first item), as a static export cannot pre-render unknown names.
 */
export function SectorNotFoundRedirect({ known, message }: { known: KnownSectorPaths; message: string }) {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    const to = sectorFallbackPath(window.location.pathname, BASE_PATH, known);
    if (!to) return;
    setTarget(to);
    window.location.replace(`${to}${window.location.search}`);
  }, [known]);
  return target ? (
    <p role="status">
      {message} <a href={target}>{target}</a>
    </p>
  ) : null;
}
