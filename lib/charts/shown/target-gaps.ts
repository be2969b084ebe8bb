/**
 * Each published target against the newest projection on the same scope: the target's level (its
 * base year's total on the projection's basis for a % change, 0 for climate neutrality), the
 * projection for its year and the gap. A target whose source does not say whether LULUCF counts is
 * set against both scopes; a year the projection has no point for has no gap.
 */
import type { Target, TargetStatus } from '@/lib/model/targets';
import { pointValue, type PointRound } from '@/lib/model/projection-round';

type GapScope = 'without' | 'with' | 'effort-sharing';

export interface TargetGap {
  id: string;
  year: number;
  status: TargetStatus;
  scope: GapScope;
  /** The source does not say whether LULUCF counts (the row is one of two). */
  unstated: boolean;
  quantity: Target['quantity'];
  /** The target as a level, kt CO2 eq; undefined without a base year's total. */
  aim?: number;
  /** The round whose projection is set against it, and its value in the target's year. */
  round: string;
  projected?: number;
  /** Projected minus aim, kt CO2 eq: positive means above the target. */
  gap?: number;
}

/** National totals of the base year on the projection's basis, by scope (the round's base submission). */
export interface GapBases {
  without?: { year: number; value: number };
  with?: { year: number; value: number };
}

/** The effort-sharing projection of its year against its limit (the ETS/ESR file). */
interface EsrFigures {
  round: string;
  year: number;
  wem: number;
  limit: number;
}

export function targetGaps(
  targets: readonly Target[],
  round: PointRound,
  bases: GapBases,
  esr?: EsrFigures,
): TargetGap[] {
  return targets.flatMap((target): TargetGap[] => {
    const common = { id: target.id, year: target.year, status: target.status, quantity: target.quantity };
    if (target.basis.scope === 'effort-sharing') {
      const fits = esr && esr.year === target.year;
      const aim = fits ? esr.limit : target.quantity.kind === 'level' ? target.quantity.kt : undefined;
      const projected = fits ? esr.wem : undefined;
      return [
        {
          ...common,
          scope: 'effort-sharing',
          unstated: false,
          round: esr?.round ?? round.id,
          ...(aim !== undefined ? { aim } : {}),
          ...(projected !== undefined ? { projected } : {}),
          ...(aim !== undefined && projected !== undefined ? { gap: projected - aim } : {}),
        },
      ];
    }
    const unstated = target.basis.lulucf === 'unstated';
    const scopes: ('without' | 'with')[] = unstated ? ['without', 'with'] : [target.basis.lulucf as 'without' | 'with'];
    return scopes.map((scope) => {
      const q = target.quantity;
      const base = bases[scope];
      const aim =
        q.kind === 'neutrality'
          ? 0
          : q.kind === 'level'
            ? q.kt
            : base && base.year === q.baseYear
              ? base.value * (1 + q.percent / 100)
              : undefined;
      const projected = pointValue(round, scope === 'with' ? 'withLulucf' : 'withoutLulucf', target.year);
      return {
        ...common,
        scope,
        unstated,
        round: round.id,
        ...(aim !== undefined ? { aim } : {}),
        ...(projected !== undefined ? { projected } : {}),
        ...(aim !== undefined && projected !== undefined ? { gap: projected - aim } : {}),
      };
    });
  });
}
