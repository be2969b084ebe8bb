'use client';
/**
 * MatrixExplorer in a chunk of its own, fetched only by the pages that show a matrix: the other
 * pages' scripts leave it out. It renders in the browser in any case (it reads the address), in
 * place of the Suspense fallback its page puts around it.
 */
import { lazy, type ComponentProps } from 'react';
import type { MatrixExplorer } from '@/components/activity/MatrixExplorer';

const Explorer = lazy(() =>
  import('@/components/activity/MatrixExplorer').then((m) => ({ default: m.MatrixExplorer })),
);

export function MatrixExplorerLazy(props: ComponentProps<typeof MatrixExplorer>) {
  return <Explorer {...props} />;
}
