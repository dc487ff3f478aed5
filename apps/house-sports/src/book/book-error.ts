/** Error codes of the book's API (the screens translate them). */
export const BOOK_ERROR_STATUS = {
  INVALID_INPUT: 400,
  SLIP_INVALID: 400,
  SESSION_INVALID: 401,
  USER_DISABLED: 403,
  NOT_FOUND: 404,
  PRICE_CHANGED: 409,
  MARKET_SUSPENDED: 409,
  MARKET_CLOSED: 409,
  STAKE_TOO_LOW: 409,
  STAKE_TOO_HIGH: 409,
  MEMBER_LIMIT_REACHED: 409,
  EXPOSURE_LIMIT_REACHED: 409,
  NOT_ENOUGH_MONEY: 409,
  WALLET_REFUSED: 409,
  CASH_OUT_UNAVAILABLE: 409,
  CASH_OUT_CHANGED: 409,
  WALLET_UNAVAILABLE: 503,
} as const;

export type BookErrorCode = keyof typeof BOOK_ERROR_STATUS;

export class BookError extends Error {
  constructor(
    readonly code: BookErrorCode,
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(code);
  }
  get httpStatus(): number {
    return BOOK_ERROR_STATUS[this.code];
  }
}

export function errorForStatus(status: string, balance?: string): BookError {
  const value = balance !== undefined ? { balance } : null;
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return new BookError('NOT_ENOUGH_MONEY', value);
  if (status === 'RS_ERROR_INVALID_TOKEN') return new BookError('SESSION_INVALID');
  if (status === 'RS_ERROR_USER_DISABLED') return new BookError('USER_DISABLED');
  return new BookError('WALLET_REFUSED', { status, ...(value ?? {}) });
}
