// fast-check arbitraries shared by this package's property tests (not part of the public API).
import fc from 'fast-check';
import { CURRENCY_CODES, type CurrencyCode } from './currencies.ts';
import { MAX_AMOUNT_MINOR, MIN_AMOUNT_MINOR, money, type Money } from './money.ts';

export const currencyArb: fc.Arbitrary<CurrencyCode> = fc.constantFrom(...CURRENCY_CODES);

/** Any amount a PostgreSQL `bigint` column holds, biased toward small values and the edges. */
export const amountArb: fc.Arbitrary<bigint> = fc.bigInt({ min: MIN_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR });

export const moneyIn = (currency: CurrencyCode): fc.Arbitrary<Money> =>
  amountArb.map((amount) => money(amount, currency));

export const moneyArb: fc.Arbitrary<Money> = currencyArb.chain(moneyIn);

/** Several amounts of one shared currency. */
export const sameCurrencyListArb = (minLength = 0, maxLength = 12): fc.Arbitrary<Money[]> =>
  currencyArb.chain((currency) => fc.array(moneyIn(currency), { minLength, maxLength }));
