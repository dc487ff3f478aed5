import type { GameCategory, TVassGameType } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';

/** Spec §3 "Game category": per category its vendors (with game counts) and classifications. */
export const vassGameTypesQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'vassGameTypes', language],
    queryFn: ({ signal }) =>
      api.get<{ data: TVassGameType[] }>('/api/wps/relay/GCSGAME_getVassGameType', { language }, { signal }),
    select: (value) => value.data,
    staleTime: 5 * 60_000,
  });

/** The entries of some categories (a shared page such as /pvp lists two). */
export function useVassGameTypes(categories: readonly GameCategory[]) {
  const language = useLobbyLanguage();
  const query = useQuery(vassGameTypesQuery(language));
  const key = categories.join(',');
  const types = useMemo(
    () => (query.data ?? []).filter((type) => key.split(',').includes(type.gameType)),
    [query.data, key],
  );
  return { types, isPending: query.isPending };
}
