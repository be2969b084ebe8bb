import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// BASE_PATH lets the same build be hosted under a sub-path (e.g. /ghg).
const basePath = process.env.BASE_PATH ?? '';

// The bench's bare reference page (app/(bare)/*.bench.tsx) is built only for the bench, never for the site.
const benchPages = process.env.BENCH_REFERENCE === '1';

const config: NextConfig = {
  output: 'export',
  pageExtensions: benchPages ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  trailingSlash: true,
  images: { unoptimized: true },
  basePath,
  // A second export (e.g. the sub-path hosting test) can go to another folder than out/.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  poweredByHeader: false,
  // Next's type check is tsc over the whole project, as npm run typecheck is: npm test runs that once
  // and sets SKIP_TYPE_CHECK=1 for its builds (scripts/run-tests.ts, build-subpath).
  typescript: { ignoreBuildErrors: process.env.SKIP_TYPE_CHECK === '1' },
  reactStrictMode: true,
  // app/global-not-found.tsx: the 404 for addresses outside /en/ and /et/ (the app has two root layouts).
  // turbopackFileSystemCacheForBuild: off. A build from a clean clone has no cache to reuse, and writing
  // one took 12 of the sub-path build's 40 s (17 s without it; the site's build is unchanged).
  // cpus: the pages are pre-rendered on every core (Next's default leaves one to its main process,
  // which waits meanwhile: on 2 cores, 1074 files took 46 s on one worker and 36 s on two).
  experimental: {
    globalNotFound: true,
    inlineCss: true,
    turbopackFileSystemCacheForBuild: false,
    cpus: availableParallelism(),
  },
};

export default withNextIntl(config);
