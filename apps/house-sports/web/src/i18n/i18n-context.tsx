import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { LOCALES, translate, type Language, type MessageKey, type Params } from './catalog.ts';

interface I18n {
  language: Language;
  locale: string;
  t: (key: MessageKey, params?: Params) => string;
}

const I18nContext = createContext<I18n>({
  language: 'en',
  locale: 'en-GB',
  t: (key, params) => translate('en', key, params),
});

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo<I18n>(
    () => ({ language, locale: LOCALES[language], t: (key, params) => translate(language, key, params) }),
    [language],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
