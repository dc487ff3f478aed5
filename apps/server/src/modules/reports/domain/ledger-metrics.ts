/**
 * Which ledger transaction kinds the reports count as what. A kind that is not listed is still in the
 * daily close (every kind is), only not in a revenue figure; a new kind (the rewards issue's bonuses
 * and rebates) needs one entry here.
 *
 * `measure` says which side of the transaction is the figure: the member's net movement (what reached
 * or left the member's accounts), or what went out through the payment clearing account (a paid
 * withdrawal: its amount, without a forfeited guarantee, which the house keeps and the member never
 * received).
 */
export type ReportMetric = 'DEPOSIT' | 'WITHDRAWAL' | 'BONUS' | 'REBATE';
export type ReportMeasure = 'MEMBER_NET' | 'PSP_OUT';

export const KIND_METRICS: Readonly<Record<string, { metric: ReportMetric; measure: ReportMeasure }>> = {
  DEPOSIT: { metric: 'DEPOSIT', measure: 'MEMBER_NET' },
  WITHDRAWAL_PAID: { metric: 'WITHDRAWAL', measure: 'PSP_OUT' },
  WITHDRAWAL_GUARANTEE: { metric: 'WITHDRAWAL', measure: 'PSP_OUT' },
  BONUS: { metric: 'BONUS', measure: 'MEMBER_NET' },
  // A forfeited, expired or cancelled bonus goes back to PROMOTIONS: the member's net is negative, so it
  // reduces the bonus figure. A release (BONUS_RELEASE, the member's BONUS to their CASH) counts nothing.
  BONUS_FORFEIT: { metric: 'BONUS', measure: 'MEMBER_NET' },
  REWARD: { metric: 'BONUS', measure: 'MEMBER_NET' },
  REBATE: { metric: 'REBATE', measure: 'MEMBER_NET' },
};

/** The mapping as parallel arrays, for a statement to join on. */
export function kindMetricRows(): { kinds: string[]; metrics: ReportMetric[]; measures: ReportMeasure[] } {
  const entries = Object.entries(KIND_METRICS);
  return {
    kinds: entries.map(([kind]) => kind),
    metrics: entries.map(([, m]) => m.metric),
    measures: entries.map(([, m]) => m.measure),
  };
}

/** The member's accounts whose money the daily close follows. */
export const MEMBER_WALLETS = ['CASH', 'BONUS', 'HELD'] as const;
