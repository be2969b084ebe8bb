/**
 * The attribute that marks a page whose scripts are all it is for, such as a language-choice page,
 * whose script moves on to the page in the reader's language: the build's loader appends its scripts
 * at once instead of after the first paint (lib/tools/build-steps/hydrate-after-paint.ts), since such
 * a page holds its paint back on purpose.
 */
export const HYDRATE_AT_ONCE = 'data-hydrate-at-once';
