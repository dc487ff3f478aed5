import { useTranslation } from 'react-i18next';

/** Date-time formatting in the console language; `—` for a missing value. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'CN' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (value: string | null | undefined) => (value ? format.format(new Date(value)) : '—');
}
