/**
 * Text as a test compares it: no-break and narrow no-break spaces read as plain spaces. The pages
 * keep numbers and their units together with them; `typography.test.ts` checks that they do, so the
 * other tests can state their figures with plain spaces.
 */
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
