import { DISPLAY_LANGUAGES, type LanguageCode, type TCountry } from '@platform/contracts';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

const bcp47Of = (language: LanguageCode) => DISPLAY_LANGUAGES.find((l) => l.code === language)?.bcp47 ?? 'en';

const cache = new Map<LanguageCode, TCountry[]>();

/** Every country with its dialing code (libphonenumber metadata), named in the visitor's language. */
export function countryList(language: LanguageCode): TCountry[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([bcp47Of(language), 'en'], { type: 'region' });
  const collator = new Intl.Collator(bcp47Of(language));
  const list = getCountries()
    .map((code) => ({
      countryCode: code,
      countryDialingCode: `+${getCountryCallingCode(code)}`,
      name: names.of(code) ?? code,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, list);
  return list;
}

export const isKnownCountry = (code: string): boolean => (getCountries() as string[]).includes(code);
