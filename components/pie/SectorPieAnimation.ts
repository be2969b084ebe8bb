'use client';

import { useEffect, useReducer } from 'react';
import { initialPieState, PIE_STEP_MS, pieReducer } from '@/lib/charts/svg/pie-animation';

/** Year index of the pie: advances every 2 s until the last year; reduced motion shows the last year. */
export function usePieAnimation(count: number) {
  const [state, dispatch] = useReducer(pieReducer, count, initialPieState);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) dispatch({ type: 'reducedMotion' });
  }, []);
  useEffect(() => {
    if (!state.playing) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), PIE_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [state.playing, state.index]);
  return { ...state, dispatch };
}
