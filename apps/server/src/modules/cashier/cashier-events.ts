/**
 * What the cashier tells the rest of the platform after a commit (the member's platform messages:
 * "deposit approved, withdrawal paid", issue 13). Called once per change, after it committed; a
 * listener must not throw and must not be relied on for money.
 */
export interface CashierEvents {
  depositCredited(event: MoneyEvent): void;
  withdrawalPaid(event: MoneyEvent): void;
}

export interface MoneyEvent {
  merchantCode: string;
  memberId: string;
  /** The deposit's or withdrawal's id. */
  orderId: string;
  /** Decimal text in `currency`. */
  amount: string;
  currency: string;
}
