/**
 * Why the game maths refused an input. The service maps `code` to its HTTP answer; the engines never
 * guess (a bet that does not fit the rules is refused, not rounded).
 */
export type DomainErrorCode =
  | 'INVALID_SEED'
  | 'INVALID_NONCE'
  | 'INVALID_COUNT'
  | 'INVALID_BET'
  | 'BET_NOT_DIVISIBLE'
  | 'UNKNOWN_BET_KIND'
  | 'UNKNOWN_GAME'
  | 'INVALID_TITLE'
  | 'OUTCOME_MISMATCH';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
  }
}
