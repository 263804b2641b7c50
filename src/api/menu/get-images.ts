import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { ImageRecord } from '../../domain/menu-data';
import { apiRequest } from '../request';
import {
  wireAnswer,
  wireList,
  wireMap,
  wireObject,
  wireText,
  wireTextOrNull,
} from '../../protocol/wire';

/** data/getImages row (§3.3 image record). */
export const imageRecordWireSchema = wireMap(
  wireObject({
    TIPO: v.picklist(['categoria', 'producto', 'opcion']),
    FUNCION: v.picklist(['card', 'tab', 'BANNER']),
    REFERENCIA: wireText,
    EXTENSION: v.picklist(['jpg', 'webp', 'gif']),
    URL: v.pipe(v.string(), v.minLength(1)),
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
export const getImagesResponseSchema = wireAnswer(
  wireMap(
    wireObject({ data: wireObject({ data: wireList(imageRecordWireSchema) }) }),
    (r) => r.data.data,
  ),
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
