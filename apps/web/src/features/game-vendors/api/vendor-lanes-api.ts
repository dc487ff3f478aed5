import type { TGameVendorLane } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { readSession, SESSION_KEYS, writeSession } from '../../../lib/storage-keys.ts';

interface VendorResponse {
  data: { lanes: TGameVendorLane[] };
}

/** Spec §7: platform html5-desktop; reads value.data.lanes, cached in session storage. */
export async function fetchVendorLanes(language: string): Promise<TGameVendorLane[]> {
  const value = await api.get<VendorResponse>('/api/wps/relay/GCSGAME_newGameVendor', {
    platform: 'html5-desktop',
    language,
  });
  const lanes = value?.data?.lanes ?? [];
  writeSession(SESSION_KEYS.gameVendor, JSON.stringify(lanes));
  return lanes;
}

function cachedLanes(): TGameVendorLane[] | undefined {
  const raw = readSession(SESSION_KEYS.gameVendor);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as TGameVendorLane[]) : undefined;
  } catch {
    return undefined;
  }
}

export const vendorLanesQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'vendorLanes', language],
    queryFn: () => fetchVendorLanes(language),
    staleTime: 5 * 60_000,
    // Shown at once from the session cache, then refreshed from the server.
    placeholderData: cachedLanes,
  });

export function useVendorLanes() {
  const { i18n } = useTranslation();
  return useQuery(vendorLanesQuery(i18n.language || currentLanguage()));
}
