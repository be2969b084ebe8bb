import type { Chart } from 'chart.js';
import { chartTiming } from '@/lib/charts/chartjs/chart-timing';

type Hook = (chart: Chart, args: object, options: object) => void;
const hook = (name: 'beforeInit' | 'beforeUpdate' | 'beforeRender' | 'afterRender') => chartTiming[name] as Hook;

afterEach(() => jest.restoreAllMocks());

test('each creation, update, resize and lone draw of a chart is one measure, from its start to the end of its draw', () => {
  let clock = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
  const measure = jest.spyOn(performance, 'measure').mockImplementation(() => ({}) as PerformanceMeasure);
  const chart = {} as Chart;
  const other = {} as Chart;
  // Creation: init (10), its first update and draw inside it, drawn at 20.
  hook('beforeInit')(chart, {}, {});
  hook('beforeUpdate')(chart, { mode: undefined }, {});
  hook('beforeRender')(chart, {}, {});
  hook('afterRender')(chart, {}, {});
  // A second chart's lone draw between 30 and 40.
  hook('beforeRender')(other, {}, {});
  hook('afterRender')(other, {}, {});
  // A resize (50 → 60), then new data (70 → 80).
  hook('beforeUpdate')(chart, { mode: 'resize' }, {});
  hook('beforeRender')(chart, {}, {});
  hook('afterRender')(chart, {}, {});
  hook('beforeUpdate')(chart, { mode: 'default' }, {});
  hook('afterRender')(chart, {}, {});
  expect(measure.mock.calls).toEqual([
    ['chart:create', { start: 10, end: 20 }],
    ['chart:draw', { start: 30, end: 40 }],
    ['chart:resize', { start: 50, end: 60 }],
    ['chart:update', { start: 70, end: 80 }],
  ]);
});
