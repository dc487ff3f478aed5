import type { TCountry } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { defaultDialingCode } from '../components/country-code-select.tsx';

/**
 * The dialling code of a mobile field: the preferred country's at first, and again once the
 * country list arrives if the current code is not in it.
 */
export function useDialCode(countries: TCountry[], preferredCountry: string | undefined) {
  const [dialCode, setDialCode] = useState(() => defaultDialingCode(countries, preferredCountry));
  useEffect(() => {
    if (countries.length && !countries.some((c) => c.countryDialingCode === dialCode)) {
      setDialCode(defaultDialingCode(countries, preferredCountry));
    }
  }, [countries, dialCode, preferredCountry]);
  return [dialCode, setDialCode] as const;
}
