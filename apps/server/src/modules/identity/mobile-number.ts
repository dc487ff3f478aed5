import { FIELD_MESSAGES, type LanguageCode } from '@platform/contracts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { AppError } from '../../platform/http/app-error.ts';
import type { MerchantSnapshot } from '../system/index.ts';

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

/** The number normalised for the merchant, or the register form's phone-format problem. */
export function mobileOrThrow(
  mobileNum: string,
  dialingCode: string | undefined,
  merchant: MerchantSnapshot,
  language: LanguageCode,
) {
  const mobile = normalizeMobile(mobileNum, dialingCode, merchant.brandConfig.defaultLanguage);
  if (!mobile) {
    const catalog =
      (FIELD_MESSAGES as Record<string, (typeof FIELD_MESSAGES)['EN']>)[language] ?? FIELD_MESSAGES.EN;
    throw new AppError(
      'FIELD_INVALID',
      { message: catalog.phoneFormat },
      { field: 'mobileNum', reason: 'pattern' },
    );
  }
  return mobile;
}
