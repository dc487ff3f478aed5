// Owns tables: merchant_cashier_settings.
import type { Database, Queryable } from '../../../platform/db/database.ts';

export interface CashierSettings {
  withdrawalMinMinor: bigint;
  withdrawalMaxMinor: bigint;
  secondApprovalAboveMinor: bigint;
  autoReceiptMinutes: number;
  guaranteeBps: number;
  turnoverBps: number;
  transferMinMinor: bigint;
  adjustmentApprovalAboveMinor: bigint;
  /** What one operator may adjust alone per merchant day (below the approval threshold). */
  adjustmentDailyCapMinor: bigint;
}

/** Each merchant's cashier limits and thresholds (withdrawals, transfers, adjustments). */
export function createCashierSettingsRepository(db: Database) {
  return {
    async settings(merchantCode: string): Promise<CashierSettings> {
      await db.query(
        `INSERT INTO merchant_cashier_settings (merchant_code) VALUES ($1) ON CONFLICT DO NOTHING`,
        [merchantCode],
      );
      const r = await db.query<{
        withdrawal_min_minor: string;
        withdrawal_max_minor: string;
        second_approval_above_minor: string;
        auto_receipt_minutes: number;
        guarantee_bps: number;
        turnover_bps: number;
        transfer_min_minor: string;
        adjustment_approval_above_minor: string;
        adjustment_daily_cap_minor: string;
      }>(`SELECT * FROM merchant_cashier_settings WHERE merchant_code = $1`, [merchantCode]);
      const s = r.rows[0]!;
      return {
        withdrawalMinMinor: BigInt(s.withdrawal_min_minor),
        withdrawalMaxMinor: BigInt(s.withdrawal_max_minor),
        secondApprovalAboveMinor: BigInt(s.second_approval_above_minor),
        autoReceiptMinutes: s.auto_receipt_minutes,
        guaranteeBps: s.guarantee_bps,
        turnoverBps: s.turnover_bps,
        transferMinMinor: BigInt(s.transfer_min_minor),
        adjustmentApprovalAboveMinor: BigInt(s.adjustment_approval_above_minor),
        adjustmentDailyCapMinor: BigInt(s.adjustment_daily_cap_minor),
      };
    },

    async saveSettings(q: Queryable, merchantCode: string, s: CashierSettings) {
      await q.query(
        `INSERT INTO merchant_cashier_settings (merchant_code, withdrawal_min_minor, withdrawal_max_minor,
           second_approval_above_minor, auto_receipt_minutes, guarantee_bps, turnover_bps, transfer_min_minor,
           adjustment_approval_above_minor, adjustment_daily_cap_minor, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
         ON CONFLICT (merchant_code) DO UPDATE SET withdrawal_min_minor = $2, withdrawal_max_minor = $3,
           second_approval_above_minor = $4, auto_receipt_minutes = $5, guarantee_bps = $6, turnover_bps = $7,
           transfer_min_minor = $8, adjustment_approval_above_minor = $9, adjustment_daily_cap_minor = $10,
           updated_at = now()`,
        [
          merchantCode,
          String(s.withdrawalMinMinor),
          String(s.withdrawalMaxMinor),
          String(s.secondApprovalAboveMinor),
          s.autoReceiptMinutes,
          s.guaranteeBps,
          s.turnoverBps,
          String(s.transferMinMinor),
          String(s.adjustmentApprovalAboveMinor),
          String(s.adjustmentDailyCapMinor),
        ],
      );
    },
  };
}

export type CashierSettingsRepository = ReturnType<typeof createCashierSettingsRepository>;
