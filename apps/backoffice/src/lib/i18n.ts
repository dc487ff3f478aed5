import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from '../locales/cn.json';
import en from '../locales/en.json';

export const CONSOLE_LANGUAGES = ['EN', 'CN'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
const STORAGE_KEY = 'bo-lang';

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);

void i18n.use(initReactI18next).init({
  resources: { EN: { translation: en }, CN: { translation: cn } },
  lng: stored === 'CN' ? 'CN' : 'EN',
  fallbackLng: 'EN',
  interpolation: { escapeValue: false },
});

export function setConsoleLanguage(language: ConsoleLanguage) {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language === 'CN' ? 'zh-CN' : 'en';
  void i18n.changeLanguage(language);
}

export default i18n;
