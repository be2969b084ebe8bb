/**
 * chart.png: the chart composed on white with a title, the filters in words, a legend
 * with 20 px swatches (SPEC §9) and the source line. Works on any canvas-capable document.
 */
interface LegendEntry {
  label: string;
  colour: string;
  line?: boolean;
}
export interface ImageParts {
  title: string;
  filterLines: string[];
  legend: LegendEntry[];
  source: string;
}

const SWATCH = 20;
const PAD = 24;
const FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';

/** Legend rows: entries placed left to right, wrapping at the given width. */
export function layoutLegend(widths: readonly number[], maxWidth: number, gap = 24): { x: number; row: number }[] {
  let x = 0;
  let row = 0;
  return widths.map((w) => {
    if (x > 0 && x + w > maxWidth) {
      x = 0;
      row += 1;
    }
    const at = { x, row };
    x += w + gap;
    return at;
  });
}

/** Splits a text into lines no wider than maxWidth (by the given measure), breaking at spaces. */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** `scale` is the chart canvas's pixel density (device pixels per CSS pixel). */
export function composeChartImage(
  doc: Document,
  chart: HTMLCanvasElement,
  parts: ImageParts,
  scale = 1,
): HTMLCanvasElement {
  const width = Math.max(chart.width + PAD * scale, 800 * scale);
  const measure = doc.createElement('canvas').getContext('2d');
  if (!measure) throw new Error('Unable to get context from canvas');
  measure.font = `${13 * scale}px ${FONT}`;
  const lineH = 22 * scale;
  const filterLines = parts.filterLines.flatMap((l) =>
    wrapText(l, width - 2 * PAD * scale, (t) => measure.measureText(t).width),
  );
  const widths = parts.legend.map((e) => SWATCH * scale + 8 * scale + measure.measureText(e.label).width);
  const places = layoutLegend(widths, width - 2 * PAD * scale);
  const legendRows = places.length ? Math.max(...places.map((p) => p.row)) + 1 : 0;
  const headH = PAD * scale + 30 * scale + filterLines.length * lineH + 8 * scale;
  // The source line (with basis, vintage and licence it can be long) wraps at the image's width.
  measure.font = `${12 * scale}px ${FONT}`;
  const sourceLines = wrapText(parts.source, width - 2 * PAD * scale, (t) => measure.measureText(t).width);
  const sourceH = Math.max(1, sourceLines.length) * 18 * scale;
  const height = headH + chart.height + 12 * scale + legendRows * lineH * 1.2 + sourceH + 6 * scale + PAD * scale;
  const out = doc.createElement('canvas');
  out.width = width;
  out.height = Math.ceil(height);
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('Unable to get context from canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.fillStyle = '#1a1a1a';
  ctx.textBaseline = 'top';
  ctx.font = `600 ${20 * scale}px ${FONT}`;
  ctx.fillText(parts.title, PAD * scale, PAD * scale);
  ctx.font = `${13 * scale}px ${FONT}`;
  ctx.fillStyle = '#444';
  filterLines.forEach((l, i) => ctx.fillText(l, PAD * scale, PAD * scale + 30 * scale + i * lineH));
  ctx.drawImage(chart, 0, headH);
  const legendTop = headH + chart.height + 12 * scale;
  parts.legend.forEach((e, i) => {
    const p = places[i]!;
    const x = PAD * scale + p.x;
    const y = legendTop + p.row * lineH * 1.2;
    ctx.fillStyle = e.colour;
    if (e.line) ctx.fillRect(x, y + (SWATCH * scale) / 2 - 2 * scale, SWATCH * scale, 4 * scale);
    else ctx.fillRect(x, y, SWATCH * scale, SWATCH * scale);
    ctx.fillStyle = '#1a1a1a';
    ctx.fillText(e.label, x + SWATCH * scale + 8 * scale, y + 3 * scale);
  });
  ctx.fillStyle = '#555';
  ctx.font = `${12 * scale}px ${FONT}`;
  const sourceTop = legendTop + legendRows * lineH * 1.2 + 6 * scale;
  sourceLines.forEach((l, i) => ctx.fillText(l, PAD * scale, sourceTop + i * 18 * scale));
  return out;
}
