import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ImageRecord } from '../../domain/menu-data';
import { apiRequest } from '../request';
import { wireList, wireMap, wireText, wireTextOrNull } from '../wire';

/** data/getImages row (§3.3 image record). */
export const imageRecordWireSchema = wireMap(
  z.object({
    TIPO: z.enum(['categoria', 'producto', 'opcion']),
    FUNCION: z.enum(['card', 'tab', 'BANNER']),
    REFERENCIA: wireText,
    EXTENSION: z.enum(['jpg', 'webp', 'gif']),
    URL: z.string().check(z.minLength(1)),
    LINK: wireTextOrNull,
    N: wireText,
  }),
  (r): ImageRecord => ({
    kind: r.TIPO,
    role: r.FUNCION,
    reference: r.REFERENCIA,
    extension: r.EXTENSION,
    url: r.URL,
    link: r.LINK,
    alt: r.N,
  }),
);

/** data/getImages answer: `data.data` records. */
export const getImagesResponseSchema = wireMap(
  z.object({ data: z.object({ data: wireList(imageRecordWireSchema) }) }),
  (r) => r.data.data,
);

/** §7 data/getImages (background, body background=true). */
export function getImages(): Promise<ImageRecord[]> {
  return apiRequest('data/getImages', {
    body: { background: true },
    background: true,
    schema: getImagesResponseSchema,
  });
}

/** §7 caching: images are kept indefinitely and not refetched on mount. */
export const imagesQueryOptions = () =>
  queryOptions({
    queryKey: ['images'],
    queryFn: getImages,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
  });
