/**
 * The 24-colour chart palette (SPEC §9), used cyclically. Built from hues that stay
 * apart under the common colour-vision deficiencies (blue/orange/teal/purple first),
 * then lighter and darker variants. Colours fill bars and lines; they are not text colours.
 */
export const PALETTE: readonly string[] = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#7a5195',
  '#999933',
  '#332288',
  '#44aa99',
  '#882255',
  '#ddcc77',
  '#117733',
  '#aa4499',
  '#88ccee',
  '#661100',
  '#6699cc',
  '#e8a87c',
  '#4d4d4d',
  '#b2df8a',
  '#1f78b4',
  '#fb9a99',
  '#8c6d31',
  '#a6cee3',
];

/** Palette colour for any index, repeating after 24 (negative indexes wrap too). */
export function colourAt(index: number): string {
  const n = PALETTE.length;
  return PALETTE[((Math.trunc(index) % n) + n) % n] as string;
}

/** The same colour with an alpha channel, for fills behind lines. */
export function withAlpha(hex: string, alpha: number): string {
  const a = Math.round(Math.min(1, Math.max(0, alpha)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${a}`;
}
