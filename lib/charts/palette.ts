/** The 24-colour chart palette (SPEC §9), used cyclically. */
export const PALETTE: readonly string[] = [
  '#1f5f8b', '#e07b39', '#3a9d5d', '#c8423b', '#7d5ba6', '#8c6239', '#d264a8', '#6b6b6b',
  '#a8a82a', '#1fa3b5', '#9ec5e8', '#f4b27a', '#98d68f', '#f29b96', '#c4b1dc', '#c9a68b',
  '#f3b5d6', '#bdbdbd', '#dada8f', '#94d7e0', '#0b3954', '#7a2e0e', '#1b5e20', '#4a148c',
];

/** Colour for a series index; the palette repeats. */
export function colourAt(index: number): string {
  const n = PALETTE.length;
  return PALETTE[((index % n) + n) % n] as string;
}
