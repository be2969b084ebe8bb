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

/** A word wider than maxWidth cut into pieces that fit (a long address or a name without spaces). */
function breakWord(word: string, maxWidth: number, measure: (s: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch) > maxWidth) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Splits a text into lines no wider than maxWidth (by the given measure), breaking at spaces, and inside a word only when the word alone is too wide. */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text
    .split(' ')
    .flatMap((word) => (measure(word) > maxWidth ? breakWord(word, maxWidth, measure) : [word]));
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Font of each text of the image at a pixel density. */
const fonts = (scale: number) => ({
  title: `600 ${20 * scale}px ${FONT}`,
  body: `${13 * scale}px ${FONT}`,
  source: `${12 * scale}px ${FONT}`,
});

/**
 * `scale` is the chart canvas's pixel density (device pixels per CSS pixel). Every text (title,
 * filters, legend labels, source) wraps inside the image's width, whatever the page width and language.
 */
export function composeChartImage(
  doc: Document,
  chart: HTMLCanvasElement,
  parts: ImageParts,
  scale = 1,
): HTMLCanvasElement {
  const width = Math.max(chart.width + PAD * scale, 800 * scale);
  const inner = width - 2 * PAD * scale;
  const measure = doc.createElement('canvas').getContext('2d');
  if (!measure) throw new Error('Unable to get context from canvas');
  const font = fonts(scale);
  const wrapIn = (text: string, f: string, maxWidth = inner) => {
    measure.font = f;
    return wrapText(text, maxWidth, (t) => measure.measureText(t).width);
  };
  const lineH = 22 * scale;
  const titleH = 26 * scale;
  const sourceH = 17 * scale;
  const titleLines = wrapIn(parts.title, font.title);
  const filterLines = parts.filterLines.flatMap((l) => wrapIn(l, font.body));
  const sourceLines = wrapIn(parts.source, font.source);
  // A legend label wider than the image wraps inside its entry, next to the swatch.
  const labelMax = inner - SWATCH * scale - 8 * scale;
  const labels = parts.legend.map((e) => wrapIn(e.label, font.body, labelMax));
  measure.font = font.body;
  const widths = labels.map(
    (ls) => SWATCH * scale + 8 * scale + Math.max(...ls.map((l) => measure.measureText(l).width)),
  );
  const places = layoutLegend(widths, inner);
  // Rows of the legend: each as tall as its entry with the most label lines.
  const rowLines: number[] = [];
  places.forEach((p, i) => (rowLines[p.row] = Math.max(rowLines[p.row] ?? 1, labels[i]!.length)));
  const rowTop = rowLines.map((_, r) => rowLines.slice(0, r).reduce((sum, n) => sum + n * lineH * 1.2, 0));
  const legendH = rowLines.reduce((sum, n) => sum + n * lineH * 1.2, 0);
  const headH = PAD * scale + titleLines.length * titleH + 4 * scale + filterLines.length * lineH + 8 * scale;
  const height = headH + chart.height + 12 * scale + legendH + 6 * scale + sourceLines.length * sourceH + PAD * scale;
  const out = doc.createElement('canvas');
  out.width = width;
  out.height = Math.ceil(height);
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('Unable to get context from canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.fillStyle = '#1a1a1a';
  ctx.textBaseline = 'top';
  ctx.font = font.title;
  titleLines.forEach((l, i) => ctx.fillText(l, PAD * scale, PAD * scale + i * titleH));
  ctx.font = font.body;
  ctx.fillStyle = '#444';
  const filtersTop = PAD * scale + titleLines.length * titleH + 4 * scale;
  filterLines.forEach((l, i) => ctx.fillText(l, PAD * scale, filtersTop + i * lineH));
  ctx.drawImage(chart, 0, headH);
  const legendTop = headH + chart.height + 12 * scale;
  parts.legend.forEach((e, i) => {
    const p = places[i]!;
    const x = PAD * scale + p.x;
    const y = legendTop + rowTop[p.row]!;
    ctx.fillStyle = e.colour;
    if (e.line) ctx.fillRect(x, y + (SWATCH * scale) / 2 - 2 * scale, SWATCH * scale, 4 * scale);
    else ctx.fillRect(x, y, SWATCH * scale, SWATCH * scale);
    ctx.fillStyle = '#1a1a1a';
    labels[i]!.forEach((l, j) => ctx.fillText(l, x + SWATCH * scale + 8 * scale, y + 3 * scale + j * lineH));
  });
  ctx.fillStyle = '#555';
  ctx.font = font.source;
  const sourceTop = legendTop + legendH + 6 * scale;
  sourceLines.forEach((l, i) => ctx.fillText(l, PAD * scale, sourceTop + i * sourceH));
  return out;
}
