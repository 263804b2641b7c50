import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from '../request';
import { wireAnswer, wireInt, wireList, wireMap, wireObject } from '../../protocol/wire';

/** data/getPromo answer: `data[0].I`, the promotion id the code stands for. */
export const getPromoResponseSchema = wireAnswer(
  wireMap(
    wireObject({ data: v.pipe(wireList(wireObject({ I: wireInt })), v.minLength(1)) }),
    ({ data }) => data[0]!.I,
  ),
);

/** §5.1 codes are compared trimmed and in lower case. */
const codeKey = (code: string) => code.trim().toLowerCase();

/**
 * §7 data/getPromo (guest): the promotion id a promotional code stands for. An unknown code
 * is a '01' (§8.1 warning toast 'Código promocional no valido') and rejects with ApiError.
 */
export function getPromo(code: string): Promise<number> {
  return apiRequest('data/getPromo', {
    guest: true,
    body: { codigo: code.trim() },
    schema: getPromoResponseSchema,
  });
}

/** §7 default caching (5 minutes), keyed by the code as compared. */
export const promoCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['promo-code', codeKey(code)],
    queryFn: () => getPromo(code),
  });
