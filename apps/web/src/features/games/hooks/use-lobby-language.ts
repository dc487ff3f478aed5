import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';

/** The language the lobby asks for names in (query keys carry it, so a switch re-reads the lists). */
export function useLobbyLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language || currentLanguage();
}
