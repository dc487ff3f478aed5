/**
 * A payment service provider (PSP) behind one interface: the built-in simulator by default, real
 * adapters in production (ARCHITECTURE infrastructure table). The platform asks a provider for a
 * hosted payment page, and later receives the provider's signed server-to-server notification.
 */

export interface PaymentOrder {
  /** Our order id (the deposit id): the provider echoes it in its notification. */
  orderId: string;
  /** Decimal string in the currency's scale. */
  amount: string;
  currency: string;
  merchantCode: string;
  /** Where the provider sends the member's browser back (a path on the member's site). */
  returnUrl: string;
  /** Where the provider posts its signed notification. */
  callbackUrl: string;
}

export interface PaymentNotice {
  orderId: string;
  pspReference: string;
  amount: string;
  currency: string;
  status: 'SUCCESS' | 'FAILED';
  /** Single use: the same notification delivered twice is a replay. */
  nonce: string;
}

export type CallbackCheck =
  { ok: true; notice: PaymentNotice } | { ok: false; reason: 'SIGNATURE' | 'MALFORMED' };

export interface PaymentProvider {
  /** Upper-case code channels name (`psp_code`) and the callback path carries. */
  readonly code: string;
  /** Opens a payment for the order; answers the hosted page the member's browser goes to. */
  createPayment(order: PaymentOrder): Promise<{ payUrl: string }>;
  /**
   * Authenticates a notification over its exact raw bytes (signature, freshness) and reads it.
   * Replay (nonce) and the order match are the caller's, since they need the database.
   */
  checkCallback(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
    nowMs: number;
  }): CallbackCheck;
}

/** The providers this deployment talks to, by code. */
export interface PaymentProviders {
  get(code: string): PaymentProvider | undefined;
  codes(): string[];
}

export function createPaymentProviders(providers: readonly PaymentProvider[]): PaymentProviders {
  const byCode = new Map(providers.map((p) => [p.code.toUpperCase(), p]));
  return {
    get: (code) => byCode.get(code.toUpperCase()),
    codes: () => [...byCode.keys()],
  };
}
