import { itemParts } from '@/lib/compile/load/load-tabbed';
import type { LocalisedActivity } from '@/lib/model/activity';
import type { TabbedItem } from '@/lib/model/tabbed-sections';

const activity = (id: string) => ({ id, title: id }) as unknown as LocalisedActivity;
const item: TabbedItem = {
  id: 'total_projections',
  title: 'Total GHG projections',
  blocks: [
    { kind: 'markdown', file: 'a.md', html: '<p>text</p>' },
    { kind: 'activity', file: 'split.yml', data: activity('national_projections_wem') },
    { kind: 'activity', file: 'esr.yml', data: activity('total_projections') },
  ],
};

test('itemParts gives the text and the first activity file, or the one of the id asked for', () => {
  expect(itemParts(item).html).toBe('<p>text</p>');
  expect(itemParts(item).activity?.id).toBe('national_projections_wem');
  expect(itemParts(item, 'total_projections').activity?.id).toBe('total_projections');
  expect(itemParts(item, 'nothing').activity).toBeUndefined();
  expect(itemParts(undefined)).toEqual({ html: undefined, activity: undefined });
});
