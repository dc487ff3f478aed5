import type { THelpCenter } from '@platform/contracts';
import { CONTENT_PATHS } from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage, isLanguageCode } from '../../../lib/language.ts';

/**
 * The help centre (spec §7 `/wps/system/helpCenter`): every category with its articles in the
 * display language (the merchant's default, else the first written, when an article lacks it).
 */
export const helpCentreQuery = (language: string) =>
  queryOptions({
    queryKey: ['help-centre', language],
    queryFn: () =>
      api.get<THelpCenter>(CONTENT_PATHS.helpCenter, {
        lang: isLanguageCode(language) ? language : undefined,
        device: 'W',
      }),
    staleTime: 5 * 60_000,
    // A language switch keeps the old text on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useHelpCentre() {
  const { i18n } = useTranslation();
  return useQuery(helpCentreQuery(i18n.language || currentLanguage()));
}
