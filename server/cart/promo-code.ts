import { promoCodeNormalize, type CartIndex, type PromotionRecord } from '../chain/cart-index.ts';

/**
 * §7 data/getPromo: the promotion a code stands for — its own CODIGO, the CODIGO_URL of its
 * PROMO product, or its id written as digits — compared trimmed and in lower case; null
 * when the code stands for none. Validity is not judged here (data/checkPr does it).
 */
export function promoCodeResolve(index: CartIndex, code: string): PromotionRecord | null {
  const normalized = promoCodeNormalize(code);
  const byCode = index.promoCodes.get(normalized);
  if (byCode !== undefined) return index.promotions.get(byCode) ?? null;
  if (/^\d+$/.test(normalized)) return index.promotions.get(Number(normalized)) ?? null;
  return null;
}
