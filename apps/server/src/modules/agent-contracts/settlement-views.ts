import type { TSettlementDetail, TSettlementRow } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { SettlementRow } from './settlements.repository.ts';

/** A settlement as the screens list it, amounts in the merchant's currency. */
export function settlementView(
  s: SettlementRow,
  currency: CurrencyCode,
  role: TSettlementRow['role'],
): TSettlementRow {
  const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
  return {
    id: s.id,
    contractId: s.contractId,
    kind: s.kind,
    periodKey: s.periodKey,
    periodStart: s.periodStart.toISOString(),
    periodEnd: s.periodEnd.toISOString(),
    payee: { id: s.payeeId, account: s.payeeAccount },
    payer: s.payerId === null ? null : { id: s.payerId, account: s.payerAccount ?? '' },
    validBet: money(s.validBetMinor),
    netLoss: money(s.netLossMinor),
    activeMembers: s.activeMembers,
    rate: s.rate,
    lossRate: s.lossRate,
    gross: money(s.grossMinor),
    carryIn: money(s.carryInMinor),
    adjustments: money(s.adjustmentsMinor),
    amount: money(s.amountMinor),
    payable: money(s.payableMinor),
    carryOut: money(s.carryOutMinor),
    status: s.status,
    settledAt: s.settledAt.toISOString(),
    paidAt: s.paidAt?.toISOString() ?? null,
    role,
  };
}

/** The settlement with its stored statement (ADR 0024), line by line. */
export function settlementDetail(
  s: SettlementRow,
  currency: CurrencyCode,
  role: TSettlementRow['role'],
): TSettlementDetail {
  const statement = s.statement as unknown as TSettlementDetail['statement'];
  return {
    ...settlementView(s, currency, role),
    currency,
    statement: {
      inputs: statement.inputs,
      tier: statement.tier,
      lossTier: statement.lossTier,
      applied: statement.applied,
      lines: statement.lines,
      subAgents: statement.subAgents,
    },
    forced: s.status === 'FORCED',
  };
}
