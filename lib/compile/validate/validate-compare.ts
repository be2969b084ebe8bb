/**
 * Validates the compare page's generated files: data/compare/emissions.yml (kt CO2 eq by area,
 * sector and year) and data/compare/population.yml (persons by area and year).
 */
import {
  AREA_IDS,
  COMPARE_SECTORS,
  isAreaId,
  isCompareSector,
  type AreaId,
  type CompareEmissionsFile,
  type ComparePopulationFile,
  type CompareSector,
  type YearValues,
} from '@/lib/model/compare';
import { fail, makeIssue, ok, type Issue, type Result } from '@/lib/model/issues';
import { isRecord, readSourceNote, type Report } from '@/lib/compile/validate/bilingual';
import {
  FILE_LINE,
  findKeyLine,
  findKeyLineBelow,
  findSequenceItemLines,
  parseYaml,
} from '@/lib/compile/read/yaml-source';

function readYears(value: unknown, report: Report): number[] | undefined {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((y, i) => Number.isInteger(y) && (i === 0 || y === (value[i - 1] as number) + 1))
  ) {
    report('years', 'Field years must be a list of consecutive whole years');
    return undefined;
  }
  return value as number[];
}

/** A list of one number (or null) per year; `positive` for counts such as population. */
function readValues(
  value: unknown,
  path: string,
  count: number,
  report: Report,
  positive = false,
): YearValues | undefined {
  if (!Array.isArray(value)) {
    report(path, `Field ${path} must be a list of values, one per year`);
    return undefined;
  }
  if (value.length !== count) {
    report(path, `Field ${path} has ${value.length} values for ${count} years`);
    return undefined;
  }
  const bad = value.findIndex(
    (v) => v !== null && (typeof v !== 'number' || !Number.isFinite(v) || (positive && v <= 0)),
  );
  if (bad >= 0) {
    report(
      `${path}[${bad}]`,
      `Value ${String(value[bad])} at ${path}[${bad}] must be ${positive ? 'a positive number' : 'a number'} or null`,
    );
    return undefined;
  }
  return value as YearValues;
}

function start(source: string, file: string) {
  const parsed = parseYaml(source, file);
  const issues: Issue[] = [];
  const doc = parsed.ok && isRecord(parsed.value) ? parsed.value : {};
  return { parsed, issues, doc };
}

/** Validates the text of data/compare/emissions.yml; `file` is the path shown in issues. */
export function validateCompareEmissions(source: string, file: string): Result<CompareEmissionsFile> {
  const { parsed, issues, doc } = start(source, file);
  if (!parsed.ok) return parsed;
  const itemLines = findSequenceItemLines(source, 'areas');
  const lineOf = (path: string): number => {
    const item = /^areas\[(\d+)\](?:\.sectors\.(\w+))?/.exec(path);
    if (!item) return findKeyLine(source, [path.split(/[.[]/)[0] as string]) ?? FILE_LINE;
    const at = itemLines[Number(item[1])];
    return (item[2] ? findKeyLineBelow(source, at, item[2]) : undefined) ?? at ?? FILE_LINE;
  };
  const report: Report = (path, message) => issues.push(makeIssue(file, lineOf(path), path, message));
  const note = readSourceNote(doc, report);
  if (typeof doc.unit !== 'string' || doc.unit.trim() === '') report('unit', 'Field unit not found');
  const years = readYears(doc.years, report);
  const areas: Partial<Record<AreaId, Record<CompareSector, YearValues>>> = {};
  if (!Array.isArray(doc.areas)) report('areas', 'Field areas must be a list of areas');
  else
    doc.areas.forEach((item: unknown, i: number) => {
      const path = `areas[${i}]`;
      const area = isRecord(item) ? item : {};
      if (!isAreaId(area.id))
        return report(`${path}.id`, `Unknown area id ${String(area.id)} (expected one of ${AREA_IDS.join(', ')})`);
      if (areas[area.id]) return report(`${path}.id`, `Area ${area.id} is given twice`);
      const sectors = isRecord(area.sectors) ? area.sectors : {};
      for (const key of Object.keys(sectors))
        if (!isCompareSector(key))
          report(`${path}.sectors.${key}`, `Unknown sector ${key} (expected ${COMPARE_SECTORS.join(', ')})`);
      const out: Partial<Record<CompareSector, YearValues>> = {};
      for (const sector of COMPARE_SECTORS) {
        if (!(sector in sectors)) report(`${path}.sectors`, `Area ${area.id} lacks the sector ${sector}`);
        else if (years) out[sector] = readValues(sectors[sector], `${path}.sectors.${sector}`, years.length, report);
      }
      if (COMPARE_SECTORS.every((s) => out[s])) areas[area.id] = out as Record<CompareSector, YearValues>;
    });
  for (const id of AREA_IDS)
    if (Array.isArray(doc.areas) && !doc.areas.some((a: unknown) => isRecord(a) && a.id === id) && issues.length === 0)
      report('areas', `Area ${id} is missing`);
  if (issues.length > 0 || !note || !years) return fail(issues);
  return ok({
    note,
    unit: doc.unit as string,
    years,
    areas: areas as Record<AreaId, Record<CompareSector, YearValues>>,
  });
}

/** Validates the text of data/compare/population.yml; `file` is the path shown in issues. */
export function validateComparePopulation(source: string, file: string): Result<ComparePopulationFile> {
  const { parsed, issues, doc } = start(source, file);
  if (!parsed.ok) return parsed;
  const lineOf = (path: string): number => {
    const [top, id] = path.split(/[.[]/);
    return (
      (id ? findKeyLine(source, [top as string, id]) : undefined) ?? findKeyLine(source, [top as string]) ?? FILE_LINE
    );
  };
  const report: Report = (path, message) => issues.push(makeIssue(file, lineOf(path), path, message));
  const note = readSourceNote(doc, report);
  const years = readYears(doc.years, report);
  const given = isRecord(doc.areas) ? doc.areas : undefined;
  if (!given) report('areas', 'Field areas must map each area id to its values');
  const areas: Partial<Record<AreaId, YearValues>> = {};
  for (const key of Object.keys(given ?? {}))
    if (!isAreaId(key)) report(`areas.${key}`, `Unknown area id ${key} (expected one of ${AREA_IDS.join(', ')})`);
  for (const id of AREA_IDS) {
    if (!given) break;
    if (!(id in given)) report('areas', `Area ${id} is missing`);
    else if (years) areas[id] = readValues(given[id], `areas.${id}`, years.length, report, true);
  }
  if (issues.length > 0 || !note || !years) return fail(issues);
  return ok({ note, years, areas: areas as Record<AreaId, YearValues> });
}
