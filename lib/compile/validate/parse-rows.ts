/**
 * Parses the tab-separated `rows` block of a gas file into sectors →
 * categories → sub-categories (SPEC §5 rules: indentation gives the level,
 * leading cells skipped, one value per year, no decimal commas).
 */
import { CATEGORY_BY_ID, SECTOR_BY_ID, SUB_CATEGORY_BY_ID } from '@/lib/model/catalogue';
import { COMMA_IN_CELL, countMismatch, makeIssue, type Issue } from '@/lib/model/issues';
import type { Category, Sector } from '@/lib/model/gas-data';

type RowLevel = 'sector' | 'cat' | 'subCat';

/** Level from indentation: 4 spaces or 4 tabs = sub-category, 2 = category, else sector. */
function rowLevel(line: string): RowLevel {
  if (line.startsWith('    ') || line.startsWith('\t\t\t\t')) return 'subCat';
  if (line.startsWith('  ') || line.startsWith('\t\t')) return 'cat';
  return 'sector';
}

const SKIPPED_CELLS: Record<RowLevel, number> = { sector: 2, cat: 1, subCat: 0 };
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const DECIMAL_COMMA = /\d,\d/;

/**
 * The cell the import writes where the source gives no number (a notation key such as NO, NE or IE).
 * It is not 0: it stays a gap (NaN here, null in the compiled JSON) in the table, the sentences, the
 * downloads (an empty cell) and the chart.
 */
const NO_NUMBER = '-';

/** A cell's number; `-` (no number in the source) is NaN; other non-numeric cells count as 0. */
export function parseCell(cell: string): number {
  const text = cell.trim();
  if (text === NO_NUMBER) return Number.NaN;
  return NUMBER.test(text) ? Number(text) : 0;
}

/** Parses numeric cells, reporting each cell with a decimal comma. */
export function parseCells(cells: readonly string[], report: (column: number) => void): number[] {
  return cells.map((cell, j) => {
    if (DECIMAL_COMMA.test(cell)) report(j);
    return parseCell(cell);
  });
}

interface RowsContext {
  file: string;
  /** 1-based line of the first line of the rows block's text. */
  firstLine: number | undefined;
  years: number;
}

/** Sectors parsed from the rows text, plus every issue found. */
export function parseGasRows(text: string, ctx: RowsContext): { sectors: Sector[]; issues: Issue[] } {
  const issues: Issue[] = [];
  const sectors: Sector[] = [];
  let sector: { id: string; node?: Sector } | undefined;
  let category: { id: string; node?: Category } | undefined;
  const seen = new Set<string>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') return;
    const at = ctx.firstLine === undefined ? undefined : ctx.firstLine + index;
    const path = `rows[${index}]`;
    const report = (message: string) => issues.push(makeIssue(ctx.file, at, path, message));
    const level = rowLevel(line);
    const cells = line.replace(/^[ \t]+/, '').split('\t');
    const id = (cells[0] ?? '').trim();
    const values = cells.slice(1 + SKIPPED_CELLS[level]);
    if (values.length !== ctx.years) report(countMismatch(id, ctx.years, values.length));
    const data = parseCells(values, () => report(COMMA_IN_CELL));
    if (seen.has(`${level}:${id}`)) report(`Duplicate row id ${id}`);
    seen.add(`${level}:${id}`);
    if (level === 'sector') {
      category = undefined;
      if (!SECTOR_BY_ID.has(id)) {
        report('Invalid sector id');
        sector = { id };
        return;
      }
      sector = { id, node: { id, data, cats: [] } };
      sectors.push(sector.node as Sector);
    } else if (level === 'cat') {
      const entry = CATEGORY_BY_ID.get(id);
      if (!entry) report('Invalid category id');
      else if (!sector) report(`Category ${id} comes before any sector row`);
      else if (sector.node && entry.sector !== sector.id)
        report(`Category ${id} belongs to sector ${entry.sector}, not ${sector.id}`);
      if (!entry || !sector?.node || entry.sector !== sector.id) {
        category = { id };
        return;
      }
      category = { id, node: { id, data, subCats: [] } };
      sector.node.cats.push(category.node as Category);
    } else {
      const entry = SUB_CATEGORY_BY_ID.get(id);
      if (!entry) report('Invalid sub-category id');
      else if (!category) report(`Sub-category ${id} comes before any category row`);
      else if (category.node && entry.category !== category.id)
        report(`Sub-category ${id} belongs to category ${entry.category}, not ${category.id}`);
      if (entry && category?.node && entry.category === category.id) category.node.subCats.push({ id, data });
    }
  });
  return { sectors, issues };
}
