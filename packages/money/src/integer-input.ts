import { MoneyArgumentError } from './errors.ts';

/** An integer given as a `bigint` or as a safe-integer `number`; fractions, NaN and infinities are refused. */
export type IntegerInput = bigint | number;

/** Converts an integer input to `bigint`, throwing `MoneyArgumentError` for anything that is not an integer. */
export function toBigIntInteger(value: IntegerInput, name: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  throw new MoneyArgumentError(
    `${name} must be an integer (bigint or safe integer number), got ${String(value)}`,
  );
}
