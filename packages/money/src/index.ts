export {
  CURRENCIES,
  CURRENCY_CODES,
  currencyScale,
  getCurrency,
  isCurrencyCode,
  minorUnitsPerMajor,
  toCurrencyCode,
  type CurrencyCode,
  type CurrencyInfo,
} from './currencies.ts';
export {
  CurrencyMismatchError,
  MoneyArgumentError,
  MoneyError,
  MoneyParseError,
  UnknownCurrencyError,
  type MoneyErrorCode,
  type MoneyParseReason,
} from './errors.ts';
export { MAX_AMOUNT_MINOR, MIN_AMOUNT_MINOR, fitsInt64, money, zero, type Money } from './money.ts';
export type { IntegerInput } from './integer-input.ts';
export { parseMoney } from './parse-money.ts';
export { toDecimalString } from './decimal-string.ts';
export { formatMoney, type CurrencyDisplay, type FormatMoneyOptions } from './format-money.ts';
export { assertSameCurrency, compare, equals, isNegative, isPositive, isZero } from './comparison.ts';
export { add, negate, subtract, sum } from './arithmetic.ts';
export { ROUNDING_MODES, divideRounded, isRoundingMode, type RoundingMode } from './rounding.ts';
export { multiplyRatio } from './multiply-ratio.ts';
export { BASIS_POINTS_PER_UNIT, applyBasisPoints, basisPointsOfMinor } from './basis-points.ts';
export { allocate } from './allocate.ts';
