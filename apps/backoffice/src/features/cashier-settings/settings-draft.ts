import { parseAmount, type AmountProblem } from '../../lib/amount.ts';
import type { CashierSettings } from './api/cashier-settings-api.ts';

export type SettingsField = keyof CashierSettings;
export type SettingsDraft = Record<SettingsField, string>;
export type SettingsProblem = AmountProblem | 'integer' | 'range' | 'minAboveMax';

export const AMOUNT_FIELDS = [
  'withdrawalMin',
  'withdrawalMax',
  'secondApprovalAbove',
  'transferMin',
  'adjustmentApprovalAbove',
  'adjustmentDailyCap',
] as const satisfies readonly SettingsField[];

/** Whole-number fields and their bounds (contracts `ZCashierSettings`). */
export const INTEGER_FIELDS = {
  autoReceiptMinutes: [1, 10_080],
  guaranteeBps: [0, 10_000],
  turnoverBps: [0, 1_000_000],
} as const satisfies Partial<Record<SettingsField, readonly [number, number]>>;

export const draftOf = (s: CashierSettings): SettingsDraft => ({
  withdrawalMin: s.withdrawalMin,
  withdrawalMax: s.withdrawalMax,
  secondApprovalAbove: s.secondApprovalAbove,
  autoReceiptMinutes: String(s.autoReceiptMinutes),
  guaranteeBps: String(s.guaranteeBps),
  turnoverBps: String(s.turnoverBps),
  transferMin: s.transferMin,
  adjustmentApprovalAbove: s.adjustmentApprovalAbove,
  adjustmentDailyCap: s.adjustmentDailyCap,
});

/** What the server would refuse, per field; amounts are read exactly in the merchant's currency. */
export function settingsProblems(
  draft: SettingsDraft,
  currency: string,
): Partial<Record<SettingsField, SettingsProblem>> {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  for (const field of AMOUNT_FIELDS) {
    const parsed = parseAmount(draft[field], currency);
    if (!parsed.ok) problems[field] = parsed.problem;
  }
  for (const [field, [min, max]] of Object.entries(INTEGER_FIELDS) as [SettingsField, [number, number]][]) {
    const text = draft[field].trim();
    if (!/^\d{1,7}$/.test(text)) problems[field] = 'integer';
    else if (Number(text) < min || Number(text) > max) problems[field] = 'range';
  }
  const min = parseAmount(draft.withdrawalMin, currency);
  const max = parseAmount(draft.withdrawalMax, currency);
  if (min.ok && max.ok && max.minor < min.minor) problems.withdrawalMax = 'minAboveMax';
  return problems;
}

/** The settings as the API takes them; call only when `settingsProblems` is empty. */
export function settingsBody(draft: SettingsDraft, currency: string): CashierSettings {
  const amount = (field: (typeof AMOUNT_FIELDS)[number]) => {
    const parsed = parseAmount(draft[field], currency);
    return parsed.ok ? parsed.text : draft[field].trim();
  };
  return {
    withdrawalMin: amount('withdrawalMin'),
    withdrawalMax: amount('withdrawalMax'),
    secondApprovalAbove: amount('secondApprovalAbove'),
    autoReceiptMinutes: Number(draft.autoReceiptMinutes),
    guaranteeBps: Number(draft.guaranteeBps),
    turnoverBps: Number(draft.turnoverBps),
    transferMin: amount('transferMin'),
    adjustmentApprovalAbove: amount('adjustmentApprovalAbove'),
    adjustmentDailyCap: amount('adjustmentDailyCap'),
  };
}

/** The fields whose value differs from what the server holds (`50` and `50.00` are the same amount). */
export function changedFields(
  saved: CashierSettings,
  draft: SettingsDraft,
  currency: string,
): SettingsField[] {
  const before = draftOf(saved);
  return (Object.keys(before) as SettingsField[]).filter((field) => {
    if ((AMOUNT_FIELDS as readonly string[]).includes(field)) {
      const a = parseAmount(before[field], currency);
      const b = parseAmount(draft[field], currency);
      return !(a.ok && b.ok && a.minor === b.minor) && before[field] !== draft[field].trim();
    }
    return before[field] !== draft[field].trim();
  });
}

/** Basis points as the console shows them: 150 → "1.5 %", 10000 → "1 ×" for turnover. */
export const percentOfBps = (bps: number) =>
  `${(bps / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;
export const timesOfBps = (bps: number) =>
  `${(bps / 10_000).toLocaleString('en', { maximumFractionDigits: 4 })} ×`;
