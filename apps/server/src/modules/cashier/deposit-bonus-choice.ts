import type { Queryable } from '../../platform/db/database.ts';

/**
 * A bonus chosen on the deposit form (issue 12): the cashier records it, in the transaction that
 * opens the deposit, through this port (app.ts passes the promotions module's function; the cashier
 * never reaches promotions' internals). It throws a translated error when the member may not take
 * that bonus, and then no deposit is opened.
 */
export interface DepositBonusChoice {
  choose(
    tx: Queryable,
    choice: {
      merchantCode: string;
      memberId: string;
      orderId: string;
      promotionId: string;
      amountMinor: bigint;
    },
  ): Promise<void>;
}
