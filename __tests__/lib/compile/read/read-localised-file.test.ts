import { localisedCandidates } from '@/lib/compile/read/read-localised-file';

test('Estonian tries name_et.md first, then the English file', () => {
  expect(localisedCandidates('d/overview.md', 'et')).toEqual(['d/overview_et.md', 'd/overview.md']);
  expect(localisedCandidates('d/overview', 'en')).toEqual(['d/overview.md']);
});
