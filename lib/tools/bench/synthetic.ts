import { load, dump } from 'js-yaml';

/**
 * A gas file `factor` times larger for the compile-time scaling benchmark: the year list is
 * extended (1990, 1991, … for factor × as many years) and every series repeated to match.
 * Bench input only, never published.
 */
export function scaleGasFile(text: string, factor: number): string {
  const doc = load(text) as Record<string, unknown>;
  const rows = String(doc.rows ?? '');
  const years = doc.years as number[];
  const first = years[0] ?? 1990;
  const repeat = (series: unknown) =>
    Array.isArray(series) ? Array.from({ length: factor }, () => series).flat() : series;
  const scaled: Record<string, unknown> = {
    ...doc,
    years: Array.from({ length: years.length * factor }, (_, i) => first + i),
  };
  delete scaled.rows;
  for (const block of ['total', 'memo'] as const) {
    const value = doc[block] as Record<string, unknown> | undefined;
    if (!value) continue;
    scaled[block] = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).map(([kk, vv]) => [kk, repeat(vv)]))
          : repeat(v),
      ]),
    );
  }
  const scaledRows = rows
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const indent = /^\s*/.exec(line)?.[0] ?? '';
      const cells = line.slice(indent.length).split('\t');
      const lead = cells.length - years.length;
      const head = cells.slice(0, lead);
      const data = cells.slice(lead);
      return `  ${indent}${[...head, ...Array.from({ length: factor }, () => data).flat()].join('\t')}`;
    });
  return `${dump(scaled, { lineWidth: -1, flowLevel: 1 })}rows: |\n${scaledRows.join('\n')}\n`;
}
