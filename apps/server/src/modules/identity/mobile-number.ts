import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A national number plus dialing code → the E.164 form and the national digits we store, or null
 * when it is not a possible number of that country.
 */
export function normalizeMobile(
  mobileNum: string,
  dialingCode: string | undefined,
  fallbackCountry?: string,
): { e164: string; national: string; dialingCode: string } | null {
  const digits = mobileNum.replace(/[\s()-]/g, '');
  if (!/^\+?\d{4,17}$/.test(digits)) return null;
  const withCode = digits.startsWith('+')
    ? digits
    : dialingCode
      ? `+${dialingCode}${digits.replace(/^0+/, '')}`
      : digits;
  const parsed = withCode.startsWith('+')
    ? parsePhoneNumberFromString(withCode)
    : parsePhoneNumberFromString(withCode, fallbackCountry as CountryCode | undefined);
  if (!parsed || !parsed.isPossible()) return null;
  return { e164: parsed.number, national: parsed.nationalNumber, dialingCode: parsed.countryCallingCode };
}
