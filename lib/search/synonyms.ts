/**
 * Words readers use where the site's term differs, per language: each list of words is searched as
 * part of the names of the entries it points to (`cat:`, `sub:`, `sector:`, `gas:` ids of the
 * catalogue; `item:` section/tab/item of a sector or content page). They are the readers' words, not
 * the site's, so the glossary does not apply: @glossary readers-words
 */
import type { Locale } from '@/lib/model/locale';

type Synonyms = ReadonlyArray<readonly [words: string, keys: readonly string[]]>;

const LIVESTOCK = ['cat:enteric', 'cat:manure', 'item:inventory/agriculture/livestock_population'];
const ROAD = ['sub:road', 'item:inventory/transport/road_transport'];

const SYNONYMS: Record<Locale, Synonyms> = {
  en: [
    ['cattle cows cow livestock dairy animals', LIVESTOCK],
    ['cars car vehicles traffic driving road emissions', ROAD],
    ['aviation flights planes', ['sub:dom-aviation']],
    ['landfill landfills', ['cat:disposal']],
    ['fridges air conditioning', ['sub:refrigeration']],
    ['power plants electricity', ['sub:public-el-heat']],
    ['forests trees', ['cat:forest']],
    ['greenhouse gases total', ['gas:co2eq']],
  ],
  et: [
    ['veised lehmad kariloomad loomakasvatus', LIVESTOCK],
    ['seedimine mäletsejad', ['cat:enteric']],
    ['autod sõiduautod liiklus', ROAD],
    ['prügila prügilad', ['cat:disposal']],
    ['elektrijaamad elekter', ['sub:public-el-heat']],
  ],
  ru: [
    ['кишечная ферментация', ['cat:enteric']],
    ['скот коровы животноводство', LIVESTOCK],
    ['автомобили машины дорожный транспорт', ROAD],
    ['свалки полигоны', ['cat:disposal']],
    ['электростанции электроэнергия', ['sub:public-el-heat']],
  ],
};

/** The synonym words of an entry key in a language, space-separated ('' when none). */
export function synonymsOf(key: string, locale: Locale): string {
  return SYNONYMS[locale]
    .filter(([, keys]) => keys.includes(key))
    .map(([words]) => words)
    .join(' ');
}
