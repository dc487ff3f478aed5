import type { FloatSource } from '../domain/fairness.ts';

/**
 * What the table runner needs of a table game (domain/tables, written alongside): its bet kinds, a
 * deal drawn from the fairness stream, the settlement of bets, and a description the pages render.
 */
export interface TableBetKindInfo {
  id: string;
  labelKey?: string;
  labelParams?: Record<string, number>;
  label?: string;
  payoutText?: string;
}

export interface TableGameLike<Outcome = unknown> {
  code: string;
  name: string;
  betKinds: readonly TableBetKindInfo[];
  deal(next: FloatSource): Outcome;
  settle(
    outcome: Outcome,
    bets: readonly { kind: string; amountMinor: bigint }[],
  ): { totalReturnMinor: bigint; returns?: readonly unknown[] };
  describe(outcome: Outcome): unknown;
}
