import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../request';
import { wireAnswer, wireMap, wireObject, wireText } from '../../protocol/wire';

/** data/checkPr answer: `data.v` 'S' when the promotion is valid now, else 'N'. */
export const checkPrResponseSchema = wireAnswer(
  wireMap(wireObject({ data: wireObject({ v: wireText }) }), ({ data }) => data.v === 'S'),
);

/** §5.4 / §7 data/checkPr (multipart, guest): whether a promotion is valid now (server clock). */
export function checkPr(promotionId: number): Promise<boolean> {
  return apiRequest('data/checkPr', {
    multipart: true,
    guest: true,
    body: { id: promotionId },
    schema: checkPrResponseSchema,
  });
}

/** §7 default caching (5 minutes), one entry per promotion. */
export const promotionValidQueryOptions = (promotionId: number) =>
  queryOptions({
    queryKey: ['cart', 'promotion-valid', promotionId],
    queryFn: () => checkPr(promotionId),
  });
