/** The dynamic content sections: URL prefix, data directory and message key of the title. */

export const DYNAMIC_SECTION_IDS = ['projects', 'emission-factors', 'economic-indicators-ghg'] as const;
export type DynamicSectionId = (typeof DYNAMIC_SECTION_IDS)[number];

export interface DynamicSectionConfig {
  id: DynamicSectionId;
  /** First path segment after the locale. */
  prefix: string;
  /** Directory holding index.json and the content files, relative to the project root. */
  dir: string;
  /** Key of the section title in the ContentPage messages. */
  titleKey: 'projectsTitle' | 'emissionFactorsTitle' | 'economicIndicatorsTitle';
}

export const DYNAMIC_SECTIONS: Record<DynamicSectionId, DynamicSectionConfig> = {
  projects: { id: 'projects', prefix: 'projects', dir: 'data/projects', titleKey: 'projectsTitle' },
  'emission-factors': {
    id: 'emission-factors',
    prefix: 'emission-factors',
    dir: 'data/emission-factors',
    titleKey: 'emissionFactorsTitle',
  },
  'economic-indicators-ghg': {
    id: 'economic-indicators-ghg',
    prefix: 'economic-indicators-ghg',
    dir: 'data/economic-indicators-ghg',
    titleKey: 'economicIndicatorsTitle',
  },
};

/** Single markdown pages compiled with the sections: page id → English file (`name_et.md` beside it). */
export const CONTENT_PAGES = { accessibility: 'data/accessibility/statement.md' } as const;
export type ContentPageId = keyof typeof CONTENT_PAGES;
