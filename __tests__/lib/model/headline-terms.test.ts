import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headlineTerm, termParts } from '@/lib/model/headline-terms';
import { validateHeadlines } from '@/lib/compile/validate/validate-headlines';

test('English terms stay as written; Estonian ones come from the table', () => {
  expect(headlineTerm('total GHG', 'en')).toBe('total GHG');
  expect(headlineTerm('total GHG', 'et')).toBe('KHG koguheide');
  expect(headlineTerm('Mt CO2 eq', 'et')).toBe('Mt CO2 ekv');
  expect(headlineTerm('not a term', 'et')).toBeUndefined();
});

test('a term with a note in brackets is worded from its parts, and both parts must have their wording', () => {
  expect(termParts('WAM (planned measures)')).toEqual({ head: 'WAM', note: 'planned measures' });
  expect(termParts('% change')).toEqual({ head: '% change' });
  expect(headlineTerm('WAM (planned measures)', 'et')).toBe('WAM (kavandatud meetmed)');
  expect(headlineTerm('WAM (planned measures)', 'ru')).toBe('WAM (с дополнительными мерами)');
  expect(headlineTerm("% change (approximate: 'four fifths')", 'et')).toBe('% muutus (ligikaudne: „neli viiendikku“)');
  expect(headlineTerm('% change (NECP 2019 aim)', 'ru')).toBe('изменение, % (цель НПЭК 2019 года)');
  expect(headlineTerm('% change (a guess)', 'et')).toBeUndefined();
  expect(headlineTerm('kt N2O (approximate)', 'et')).toBeUndefined();
});

test('every term of the published headline file has its Estonian wording', () => {
  const file = path.join(process.cwd(), 'data/projections/headlines.yml');
  const result = validateHeadlines(readFileSync(file, 'utf8'), 'data/projections/headlines.yml');
  expect(result.ok ? [] : result.issues.map((i) => i.message)).toEqual([]);
  if (!result.ok) return;
  expect(result.value.map((h) => headlineTerm(h.scope, 'et'))).not.toContain(undefined);
  expect(result.value.map((h) => headlineTerm(h.unit, 'et'))).not.toContain(undefined);
});
