/** State of the animated pie (SPEC §4): the year index and whether it advances on its own. */
interface PieState {
  index: number;
  playing: boolean;
  count: number;
}
type PieAction =
  | { type: 'tick' }
  | { type: 'select'; index: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'reducedMotion' };

/** Milliseconds between years (SPEC §9). */
export const PIE_STEP_MS = 2000;

/** Starts at the first year and plays, unless there is a single year. */
export function initialPieState(count: number): PieState {
  return { index: 0, playing: count > 1, count };
}

/** Tick advances until the last year, then stops; a chosen year stops; reduced motion shows the last year, still. */
export function pieReducer(state: PieState, action: PieAction): PieState {
  const last = state.count - 1;
  switch (action.type) {
    case 'tick': {
      if (!state.playing) return state;
      const index = Math.min(state.index + 1, last);
      return { ...state, index, playing: index < last };
    }
    case 'select':
      return { ...state, index: Math.max(0, Math.min(last, action.index)), playing: false };
    case 'play':
      return { ...state, index: state.index >= last ? 0 : state.index, playing: state.count > 1 };
    case 'pause':
      return { ...state, playing: false };
    case 'reducedMotion':
      return { ...state, index: last, playing: false };
  }
}
