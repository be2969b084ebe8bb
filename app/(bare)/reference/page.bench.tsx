import type { Metadata } from 'next';
import { siteIcons } from '@/lib/site/brand-mark';

export const metadata: Metadata = {
  title: 'Reference page',
  description: 'A minimal page of the same Next.js setup, the baseline for the performance budgets.',
  robots: { index: false, follow: false },
  // The same tab icon as every page, so the comparison is like for like.
  icons: siteIcons,
};

/** The bare page `npm run bench` compares every real page with (same framework, no site code). */
export default function ReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>The performance budgets of this site are measured against this page.</p>
    </main>
  );
}
