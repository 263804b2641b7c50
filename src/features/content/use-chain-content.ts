import { useQuery } from '@tanstack/react-query';
import { contentQueryOptions } from '../../api/content/get-contenido';
import type { ChainContent } from '../../domain/content/content';

/** The chain's content as a screen needs it: loaded, loading or failed (with a retry). */
export type ChainContentState =
  | { kind: 'ready'; content: ChainContent }
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean; retry: () => void };

/**
 * §2.1 data/getContenido through the query cache: kept on the device, so after one visit the
 * content reads offline; a first visit without a connection says so instead of waiting.
 */
export function useChainContent(): ChainContentState {
  const query = useQuery(contentQueryOptions());
  // the device's own flag, read as the query settles (not api/use-online: that module is
  // the order screens' file, which the content pages should not load)
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  if (query.data) return { kind: 'ready', content: query.data };
  const retry = () => void query.refetch();
  if (query.isError || query.fetchStatus === 'paused' || !online)
    return { kind: 'failed', offline: !online, retry };
  return { kind: 'loading' };
}
