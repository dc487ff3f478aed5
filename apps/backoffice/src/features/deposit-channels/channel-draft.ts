import type {
  DepositChannelKind,
  TDepositChannelAdmin,
  TDepositChannelCreate,
  TDepositChannelUpdate,
} from '@platform/contracts';

/** The channel form as the operator types it: every field a string or flag until saved. */
export interface ChannelDraft {
  kind: DepositChannelKind;
  name: string;
  min: string;
  max: string;
  feeBps: string;
  feeFixed: string;
  bonusEligible: boolean;
  enabled: boolean;
  sortOrder: string;
  pspCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export type DraftField = 'name' | 'min' | 'max' | 'feeBps' | 'feeFixed' | 'sortOrder' | 'pspCode' | 'bank';
export type DraftProblem = 'required' | 'amount' | 'minAboveMax' | 'bps' | 'integer';

export function emptyDraft(kind: DepositChannelKind, pspCode = ''): ChannelDraft {
  return {
    kind,
    name: '',
    min: '',
    max: '',
    feeBps: '0',
    feeFixed: '0',
    bonusEligible: false,
    enabled: true,
    sortOrder: '0',
    pspCode,
    bankName: '',
    accountName: '',
    accountNumber: '',
  };
}

export function draftOf(channel: TDepositChannelAdmin): ChannelDraft {
  return {
    kind: channel.kind,
    name: channel.name,
    min: channel.min,
    max: channel.max,
    feeBps: String(channel.feeBps),
    feeFixed: channel.feeFixed,
    bonusEligible: channel.bonusEligible,
    enabled: channel.enabled,
    sortOrder: String(channel.sortOrder),
    pspCode: channel.pspCode ?? '',
    bankName: channel.bankAccount?.bankName ?? '',
    accountName: channel.bankAccount?.accountName ?? '',
    accountNumber: channel.bankAccount?.accountNumber ?? '',
  };
}

const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
const INTEGER = /^\d{1,6}$/;

/** A decimal string as an integer of 10⁻⁸ units, so limits compare exactly (never through a float). */
function scaled(value: string): bigint {
  const [whole, fraction = ''] = value.trim().split('.');
  return BigInt(whole!) * 10n ** 8n + BigInt(fraction.padEnd(8, '0'));
}

/** What the form would refuse before the server does; the server stays the judge (scale, currency). */
export function draftProblems(draft: ChannelDraft): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  if (!draft.name.trim()) problems.name = 'required';
  if (!AMOUNT.test(draft.min.trim()) || /^0+(\.0*)?$/.test(draft.min.trim())) problems.min = 'amount';
  if (!AMOUNT.test(draft.max.trim())) problems.max = 'amount';
  else if (!problems.min && scaled(draft.min) > scaled(draft.max)) problems.max = 'minAboveMax';
  if (!INTEGER.test(draft.feeBps.trim()) || Number(draft.feeBps) > 10_000) problems.feeBps = 'bps';
  if (!AMOUNT.test(draft.feeFixed.trim())) problems.feeFixed = 'amount';
  if (!INTEGER.test(draft.sortOrder.trim())) problems.sortOrder = 'integer';
  if (draft.kind === 'ONLINE' && !draft.pspCode) problems.pspCode = 'required';
  if (
    draft.kind === 'BANK_TRANSFER' &&
    (!draft.bankName.trim() || !draft.accountName.trim() || draft.accountNumber.trim().length < 4)
  )
    problems.bank = 'required';
  return problems;
}

export function updateBody(draft: ChannelDraft): TDepositChannelUpdate {
  return {
    name: draft.name.trim(),
    min: draft.min.trim(),
    max: draft.max.trim(),
    feeBps: Number(draft.feeBps),
    feeFixed: draft.feeFixed.trim(),
    bonusEligible: draft.bonusEligible,
    enabled: draft.enabled,
    sortOrder: Number(draft.sortOrder),
    bankAccount:
      draft.kind === 'BANK_TRANSFER'
        ? {
            bankName: draft.bankName.trim(),
            accountName: draft.accountName.trim(),
            accountNumber: draft.accountNumber.trim(),
          }
        : null,
    pspCode: draft.kind === 'ONLINE' ? draft.pspCode : null,
  };
}

export const createBody = (draft: ChannelDraft): TDepositChannelCreate => ({
  kind: draft.kind,
  ...updateBody(draft),
});

/** "1.5 %" from basis points, for the table. */
export const percentOfBps = (bps: number) =>
  `${(bps / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;
