import type { Locale } from '@/lib/model/locale';
import { codeToken, tokens } from '@/lib/search/normalise';

const stem = (word: string, locale: Locale) => tokens(word, locale).join(' ');
const fold = (text: string) => tokens(text, 'en').join(' ');

describe('fold', () => {
  test('lower case without diacritics; ё as е', () => {
    expect(fold('Soolekääritus ÕÜÖŠ')).toBe('soolekaaritu ouos');
    expect(fold('Ёлочка')).toBe('елочка');
  });
});

describe('codeToken', () => {
  test.each([
    ['3.A', '3a'],
    ['3.A.', '3a'],
    ['3a', '3a'],
    ['3A', '3a'],
    ['1A3b', '1a3b'],
    ['1.A.3.b', '1a3b'],
    ['2.G.3.a', '2g3a'],
    ['1', '1'],
  ])('%s → %s', (raw, token) => expect(codeToken(raw)).toBe(token));

  test.each(['ch4', 'co2', 'metaan', '1990', '3.AB'])('%s is no code', (raw) => {
    expect(codeToken(raw)).toBeUndefined();
  });
});

describe('stem', () => {
  test('Estonian case endings: an inflected form and the base form share a prefix', () => {
    expect(stem('soolekaaritusest', 'et')).toBe('soolekaaritus');
    expect(stem('soolekaaritus', 'et')).toBe('soolekaaritu');
    expect(stem('transpordist', 'et')).toBe('transpord');
  });
  test('Russian endings', () => {
    expect(stem('транспорта', 'ru')).toBe('транспорт');
    expect(stem('транспорт', 'ru')).toBe('транспорт');
    expect(stem('кишечная', 'ru')).toBe('кишечн');
    expect(stem('выбросов', 'ru')).toBe('выброс');
  });
  test('English plurals; short words and words with digits stay', () => {
    expect(stem('factors', 'en')).toBe('factor');
    expect(stem('cars', 'en')).toBe('cars');
    expect(stem('ch4', 'ru')).toBe('ch4');
  });
});

describe('tokens', () => {
  test('a name with its code', () => {
    expect(tokens('Enteric fermentation (3.A)', 'en')).toEqual(['enteric', 'fermentation', '3a']);
  });
  test('one-letter words are dropped, digits kept', () => {
    expect(tokens('a CH4 of 1 kt', 'en')).toEqual(['ch4', 'of', '1', 'kt']);
  });
});
