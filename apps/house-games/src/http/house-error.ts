/** Error codes of the house API; the game pages translate them (web/src/i18n). */
export const HOUSE_ERROR_STATUS = {
  INVALID_INPUT: 400,
  BET_INVALID: 400,
  SESSION_INVALID: 401,
  USER_DISABLED: 403,
  GAME_NOT_FOUND: 404,
  ROUND_NOT_FOUND: 404,
  NOT_ENOUGH_MONEY: 409,
  LIMIT_REACHED: 409,
  WRONG_CURRENCY: 409,
  WALLET_REFUSED: 409,
  BETTING_CLOSED: 409,
  SPIN_IN_PROGRESS: 409,
  WALLET_UNAVAILABLE: 503,
  SHUTTING_DOWN: 503,
} as const;

export type HouseErrorCode = keyof typeof HOUSE_ERROR_STATUS;

export class HouseError extends Error {
  constructor(
    readonly code: HouseErrorCode,
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(code);
  }
  get httpStatus(): number {
    return HOUSE_ERROR_STATUS[this.code];
  }
}

/** The house error for a seamless refusal. */
export function errorForStatus(status: string, balance?: string): HouseError {
  const value = balance !== undefined ? { balance } : null;
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY':
      return new HouseError('NOT_ENOUGH_MONEY', value);
    case 'RS_ERROR_INVALID_TOKEN':
      return new HouseError('SESSION_INVALID');
    case 'RS_ERROR_USER_DISABLED':
      return new HouseError('USER_DISABLED');
    case 'RS_ERROR_LIMIT_REACHED':
      return new HouseError('LIMIT_REACHED', value);
    case 'RS_ERROR_WRONG_CURRENCY':
      return new HouseError('WRONG_CURRENCY');
    case 'UNAVAILABLE':
      return new HouseError('WALLET_UNAVAILABLE');
    default:
      return new HouseError('WALLET_REFUSED', { status, ...value });
  }
}
