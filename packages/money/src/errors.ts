/** Stable codes of every error this package throws; callers map them without parsing messages. */
export type MoneyErrorCode = 'UNKNOWN_CURRENCY' | 'CURRENCY_MISMATCH' | 'MONEY_PARSE' | 'INVALID_ARGUMENT';

/** Base class of the package's errors: `instanceof MoneyError` catches them all. */
export class MoneyError extends Error {
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.name = 'MoneyError';
    this.code = code;
  }
}

/** A currency code that is not in the currency table. */
export class UnknownCurrencyError extends MoneyError {
  readonly currency: string;

  constructor(currency: unknown) {
    const shown = typeof currency === 'string' ? currency : typeof currency;
    super('UNKNOWN_CURRENCY', `Unknown currency: ${JSON.stringify(shown)}`);
    this.name = 'UnknownCurrencyError';
    this.currency = shown;
  }
}

/** Two amounts of different currencies were combined or compared. */
export class CurrencyMismatchError extends MoneyError {
  readonly expected: string;
  readonly actual: string;

  constructor(expected: string, actual: string) {
    super('CURRENCY_MISMATCH', `Currency mismatch: expected ${expected}, got ${actual}`);
    this.name = 'CurrencyMismatchError';
    this.expected = expected;
    this.actual = actual;
  }
}

/** Why a decimal string was refused by `parseMoney`. */
export type MoneyParseReason =
  | 'NOT_A_STRING'
  | 'EMPTY'
  | 'TOO_LONG'
  | 'WHITESPACE'
  | 'EXPONENT'
  | 'GROUPING_SEPARATOR'
  | 'INVALID_SIGN'
  | 'INVALID_CHARACTER'
  | 'MALFORMED'
  | 'NO_DIGITS'
  | 'MISSING_INTEGER_PART'
  | 'MISSING_FRACTION_PART'
  | 'LEADING_ZERO'
  | 'TOO_MANY_FRACTION_DIGITS'
  | 'OUT_OF_RANGE';

/** A decimal string that is not a valid amount in the given currency. */
export class MoneyParseError extends MoneyError {
  readonly reason: MoneyParseReason;
  /** The refused input (cut to 64 characters), or its `typeof` when it was not a string. */
  readonly input: string;
  readonly currency: string;

  constructor(reason: MoneyParseReason, input: unknown, currency: string) {
    const shown = typeof input === 'string' ? input.slice(0, 64) : typeof input;
    super('MONEY_PARSE', `Cannot parse ${JSON.stringify(shown)} as ${currency}: ${reason}`);
    this.name = 'MoneyParseError';
    this.reason = reason;
    this.input = shown;
    this.currency = currency;
  }
}

/** An argument that is not acceptable: a non-integer ratio, a zero denominator, an unknown rounding mode… */
export class MoneyArgumentError extends MoneyError {
  constructor(message: string) {
    super('INVALID_ARGUMENT', message);
    this.name = 'MoneyArgumentError';
  }
}
