import { z } from 'zod';
import { chainSchema, type ChainData } from './schema.ts';
import { crossCheckCart } from './validate-cart.ts';
import { crossCheckContent } from './validate-content.ts';
import { crossCheckCoupons } from './validate-coupons.ts';
import { crossCheckGeo } from './validate-geo.ts';
import { chainIds } from './validate-ids.ts';
import { crossCheckMenu } from './validate-menu.ts';

/**
 * Validates a chain data file (docs/seed-format.md): the zod schema first, then the
 * references between entities. Every error reads 'path.to.field: mensaje en español',
 * e.g. 'productos.12.T: la categoría 99 no existe'.
 */
export type ParseChainResult = { ok: true; data: ChainData } | { ok: false; errors: string[] };

const spanish = z.locales.es().localeError;

export function parseChain(raw: unknown): ParseChainResult {
  const parsed = chainSchema.safeParse(raw, { error: spanish });
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
    };
  }
  const errors = crossCheck(parsed.data);
  return errors.length === 0 ? { ok: true, data: parsed.data } : { ok: false, errors };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(raíz)' : path.map(String).join('.');
}

/** Every reference check, repeated ids first, then section by section. */
export function crossCheck(data: ChainData): string[] {
  const errors: string[] = [];
  const ids = chainIds(errors, data);
  return [
    ...errors,
    ...crossCheckMenu(data, ids),
    ...crossCheckGeo(data, ids),
    ...crossCheckCart(data),
    ...crossCheckCoupons(data),
    ...crossCheckContent(data),
  ];
}
