import type { TCountry } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

/** The dialling-code picker that sits inside the mobile-number field. */
export function CountryCodeSelect({
  countries,
  value,
  onChange,
}: {
  countries: TCountry[];
  value: string;
  onChange: (dialingCode: string) => void;
}) {
  const { t } = useTranslation();
  const options = countries.length
    ? countries
    : [{ countryCode: 'TH', countryDialingCode: value || '66', name: 'Thailand' }];
  return (
    <select
      className={styles.dial}
      aria-label={t('auth.countryCode')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {options.map((c) => (
        <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
          +{c.countryDialingCode.replace(/^\+/, '')} {c.countryCode}
        </option>
      ))}
    </select>
  );
}

export function defaultDialingCode(countries: TCountry[], preferredCountry?: string): string {
  const preferred = countries.find((c) => c.countryCode === preferredCountry);
  return (preferred ?? countries[0])?.countryDialingCode ?? '66';
}
