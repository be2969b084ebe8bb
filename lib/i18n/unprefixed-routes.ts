/**
 * The SPEC's unprefixed routes (`/inventory/…`, `/projects/…`, …). A static
 * export can only answer paths it pre-renders, so every sub-path that should
 * work without a locale prefix is listed here and rendered as a small
 * language-detecting redirect page by `app/(detect)/<section>/[[...slug]]`.
 *
 * To make deeper pages reachable without a prefix, add a function to
 * SECTION_SUB_PATHS that returns their sub-paths (segments after the section),
 * e.g. `inventory: () => sectorIds.map((id) => ['sector', id])`.
 */

import { sectorSubPaths } from '@/lib/compile/load/tabbed-route';
import { SITE_SECTIONS, type SiteSection } from '@/lib/model/tabbed-sections';

/** Every top-level section of the site answers without a locale prefix. */
export const UNPREFIXED_SECTIONS = SITE_SECTIONS;
export type UnprefixedSection = SiteSection;

/** Sub-paths below each section root (the root itself is always included). */
const SECTION_SUB_PATHS: Record<UnprefixedSection, () => string[][]> = {
  inventory: () => sectorSubPaths('inventory'),
  projections: () => sectorSubPaths('projections'),
  compare: () => [],
  projects: () => [],
  'emission-factors': () => [],
  'economic-indicators-ghg': () => [],
};

/** `generateStaticParams` result for a section's optional catch-all: the root plus its sub-paths, without duplicates. */
export function listUnprefixedParams(
  section: UnprefixedSection,
  subPaths: string[][] = SECTION_SUB_PATHS[section](),
): { slug: string[] }[] {
  const seen = new Set<string>();
  const out: { slug: string[] }[] = [];
  for (const slug of [[], ...subPaths]) {
    const key = slug.join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ slug });
  }
  return out;
}
