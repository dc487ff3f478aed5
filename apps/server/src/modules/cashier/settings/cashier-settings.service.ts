import type { ZCashierSettings } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { AuditActor, OperatorsService } from '../../operators/index.ts';
import { parsePositiveAmount } from '../amount-input.ts';
import type { CashierSettings, CashierSettingsRepository } from './cashier-settings.repository.ts';

type TCashierSettings = z.infer<typeof ZCashierSettings>;

interface SettingsMerchant {
  code: string;
  currency: CurrencyCode;
}

/** A threshold of zero is meaningful: every withdrawal or adjustment needs a second operator. */
const isZero = (v: string) => /^0+(\.0+)?$/.test(v.trim());

/** Each merchant's cashier limits: read by the money flows, changed by operators (audited). */
export function createCashierSettingsService(deps: {
  db: Database;
  repository: CashierSettingsRepository;
  operators: OperatorsService;
}) {
  const { db, repository, operators } = deps;

  function view(s: CashierSettings, currency: CurrencyCode): TCashierSettings {
    const d = (amountMinor: bigint) => toDecimalString({ amountMinor, currency: currency });
    return {
      withdrawalMin: d(s.withdrawalMinMinor),
      withdrawalMax: d(s.withdrawalMaxMinor),
      secondApprovalAbove: d(s.secondApprovalAboveMinor),
      autoReceiptMinutes: s.autoReceiptMinutes,
      guaranteeBps: s.guaranteeBps,
      turnoverBps: s.turnoverBps,
      transferMin: d(s.transferMinMinor),
      adjustmentApprovalAbove: d(s.adjustmentApprovalAboveMinor),
      adjustmentDailyCap: d(s.adjustmentDailyCapMinor),
    };
  }

  return {
    /** The settings the money flows obey (a merchant without a row gets the defaults). */
    of: (merchantCode: string): Promise<CashierSettings> => repository.settings(merchantCode),

    async view(merchant: SettingsMerchant): Promise<TCashierSettings> {
      return view(await repository.settings(merchant.code), merchant.currency);
    },

    async update(actor: AuditActor, merchant: SettingsMerchant, body: TCashierSettings) {
      const amount = (v: string) => parsePositiveAmount(v, merchant.currency);
      const threshold = (v: string) => (isZero(v) ? 0n : amount(v));
      const before = await repository.settings(merchant.code);
      const next: CashierSettings = {
        withdrawalMinMinor: amount(body.withdrawalMin),
        withdrawalMaxMinor: amount(body.withdrawalMax),
        secondApprovalAboveMinor: threshold(body.secondApprovalAbove),
        autoReceiptMinutes: body.autoReceiptMinutes,
        guaranteeBps: body.guaranteeBps,
        turnoverBps: body.turnoverBps,
        transferMinMinor: amount(body.transferMin),
        adjustmentApprovalAboveMinor: threshold(body.adjustmentApprovalAbove),
        adjustmentDailyCapMinor:
          body.adjustmentDailyCap === undefined
            ? before.adjustmentDailyCapMinor
            : threshold(body.adjustmentDailyCap),
      };
      if (next.withdrawalMaxMinor < next.withdrawalMinMinor)
        throw new AppError('FIELD_INVALID', { field: 'withdrawalMax' });
      await db.transaction(async (tx) => {
        await repository.saveSettings(tx, merchant.code, next);
        await operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'cashier.settings',
          target: `merchant:${merchant.code}`,
          before: Object.fromEntries(Object.entries(before).map(([k, v]) => [k, String(v)])),
          after: body,
        });
      });
      const cap = { amountMinor: next.adjustmentDailyCapMinor, currency: merchant.currency };
      return { ...body, adjustmentDailyCap: toDecimalString(cap) };
    },
  };
}

export type CashierSettingsService = ReturnType<typeof createCashierSettingsService>;
