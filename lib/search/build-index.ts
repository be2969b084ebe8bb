/**
 * Builds a language's search index from what the site shows: the gases, sectors, categories and
 * sub-categories (each a chart with the filters that show it), the site's sections, and every sector
 * and content item with the words of its text. Pure: the data route gathers the inputs.
 */
import { CATEGORIES, CATEGORY_BY_ID, SECTORS, SUB_CATEGORIES } from '@/lib/model/catalogue';
import type { GasId } from '@/lib/model/gas';
import type { Locale } from '@/lib/model/locale';
import type { SearchEntry, SearchIndex } from '@/lib/model/search-index';
import type { SubmissionId } from '@/lib/model/submission';
import { tabbedHref, type SiteSection, type TabbedSection, type TabbedSectionId } from '@/lib/model/tabbed-sections';
import { DEFAULT_FILTERS, serializeFilters, type FilterState } from '@/lib/url-state/filters';
import { codeToken, tokens } from '@/lib/search/normalise';
import { synonymsOf } from '@/lib/search/synonyms';

interface SearchInput {
  locale: Locale;
  /** Names in the language, by catalogue id. */
  names: { sector: ReadonlyMap<string, string>; cat: ReadonlyMap<string, string>; sub: ReadonlyMap<string, string> };
  gases: ReadonlyArray<{ id: GasId; name: string }>;
  /** The site's sections with their names (and descriptions) in the language. */
  sections: ReadonlyArray<{ id: SiteSection; title: string; description?: string }>;
  /** The tabbed sections (sector pages of a period, content sections) with their section's name. */
  tabbed: ReadonlyArray<{ id: TabbedSectionId; title: string; section: TabbedSection }>;
  /** The inventory submission with sub-categories (its address is written when it is not the newest). */
  subCatSubmission: SubmissionId | null;
}

const words = (text: string, locale: Locale) => [...new Set(tokens(text, locale))].join(' ');
/** Words of a code: with and without the dots, so 3.A, 3.A., 3a and 3A all find it. */
const codeWords = (crf: string) => `${crf} ${codeToken(crf) ?? ''}`;

function chartHref(locale: Locale, filters: Partial<FilterState>): string {
  const query = serializeFilters({ ...DEFAULT_FILTERS, ...filters });
  return `/${locale}/inventory/${query ? `?${query}` : ''}`;
}

function catalogueEntries(input: SearchInput): SearchEntry[] {
  const { locale, names } = input;
  const entry = (key: string, title: string, crf: string, context: string, filters: Partial<FilterState>) => ({
    kind: 'chart' as const,
    title,
    context,
    href: chartHref(locale, filters),
    words: words(`${title} ${codeWords(crf)} ${synonymsOf(key, locale)}`, locale),
  });
  const sectorName = (id: string) => names.sector.get(id) ?? id;
  return [
    ...input.gases.map((g) => ({
      kind: 'chart' as const,
      title: g.name,
      href: chartHref(locale, { gas: g.id }),
      words: words(`${g.name} ${g.id} ${synonymsOf(`gas:${g.id}`, locale)}`, locale),
    })),
    ...SECTORS.map((s) => entry(`sector:${s.id}`, sectorName(s.id), s.crf, s.crf, { level: 'sector', sector: [s.id] })),
    ...CATEGORIES.map((c) =>
      entry(`cat:${c.id}`, names.cat.get(c.id) ?? c.id, c.crf, `${c.crf} · ${sectorName(c.sector)}`, {
        level: 'cat',
        sector: [c.sector],
        cat: [c.id],
      }),
    ),
    ...SUB_CATEGORIES.map((s) => {
      const sector = CATEGORY_BY_ID.get(s.category)?.sector ?? '';
      const context = `${s.crf} · ${sectorName(sector)} › ${names.cat.get(s.category) ?? s.category}`;
      return entry(`sub:${s.id}`, names.sub.get(s.id) ?? s.id, s.crf, context, {
        submission: input.subCatSubmission,
        level: 'subCat',
        sector: [sector],
        cat: [s.category],
        sub: [s.id],
      });
    }),
  ];
}

/** The text of rendered HTML: tags dropped, entities of the renderer decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? ' ');

/** The headings of rendered HTML that have an id (lib/markdown/heading-ids), with their text. */
const headingsOf = (html: string) =>
  [...html.matchAll(/<h[2-4] id="([^"]+)">([\s\S]*?)<\/h[2-4]>/g)].map(([, id, inner]) => ({
    id,
    title: htmlText(inner ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  }));

function itemEntries(input: SearchInput): SearchEntry[] {
  const { locale } = input;
  return input.tabbed.flatMap(({ id, title: sectionTitle, section }) =>
    section.tabs.flatMap((tab) =>
      tab.items.flatMap((item) => {
        const html = item.blocks.map((b) => (b.kind === 'markdown' ? b.html : '')).join(' ');
        const text = [...new Set(tokens(htmlText(html), locale))].filter((w) => w.length > 2).join(' ');
        const key = `item:${id}/${tab.id}/${item.id}`;
        const href = tabbedHref(locale, id, tab.id, item.id);
        // A heading of the text is a result of its own, which opens the text at that heading.
        const headings = headingsOf(html).map((h) => ({
          kind: 'text' as const,
          title: h.title,
          context: `${sectionTitle} › ${item.title}`,
          href: `${href}#${h.id}`,
          words: words(h.title, locale),
        }));
        return [
          {
            kind: id === 'inventory' || id === 'projections' ? ('sector' as const) : ('text' as const),
            title: item.title,
            context: `${sectionTitle} › ${tab.title}`,
            href,
            words: words(`${item.title} ${tab.title} ${synonymsOf(key, locale)}`, locale),
            ...(text ? { text } : {}),
          },
          ...headings,
        ];
      }),
    ),
  );
}

/** A language's index: the catalogue's charts, the sections, the sector and content items. */
export function buildSearchIndex(input: SearchInput): SearchIndex {
  const sections: SearchEntry[] = input.sections.map((s) => ({
    kind: 'section',
    title: s.title,
    href: `/${input.locale}/${s.id}/`,
    words: words(`${s.title} ${synonymsOf(`section:${s.id}`, input.locale)}`, input.locale),
    ...(s.description ? { text: words(s.description, input.locale) } : {}),
  }));
  return { locale: input.locale, entries: [...catalogueEntries(input), ...sections, ...itemEntries(input)] };
}
