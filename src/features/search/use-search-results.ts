import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { menuQueryOptions } from '../../api/menu/get-data';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import { searchIndexFor, searchRun, type SearchResults } from '../../domain/search';
import { serverWeekday } from '../../domain/server-time';
import { useDeviceKind } from '../../ui/use-device-kind';

export type SearchState =
  { status: 'loading' } | { status: 'idle' } | { status: 'done'; results: SearchResults };

/** §5.6 results for a (debounced) query; the index is built once per menu object. */
export function useSearchResults(query: string): SearchState {
  const { data: menu } = useQuery(menuQueryOptions());
  const { data: time } = useQuery(serverTimeQueryOptions());
  const device = useDeviceKind();
  const weekday = time ? serverWeekday(time.epochMs) : null;
  const index = useMemo(
    () => (menu && weekday !== null ? searchIndexFor(menu, { weekday, device }) : null),
    [menu, weekday, device],
  );
  return useMemo((): SearchState => {
    if (!index) return { status: 'loading' };
    const results = searchRun(index, query);
    return results ? { status: 'done', results } : { status: 'idle' };
  }, [index, query]);
}
