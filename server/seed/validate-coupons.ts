import { couponDayNumber } from '../../src/domain/coupons/coupon-window.ts';
import type { ChainData } from './schema.ts';

/**
 * Cross-reference checks of the coupons in a chain file (§3.5, docs/seed-format.md
 * "Coupons"): unique ids and codes, real dates, and the products they name (IDPDS, apl) on
 * the menu. Messages read like the rest of parseChain: 'path.to.field: mensaje en español'.
 */
export function crossCheckCoupons(data: ChainData): string[] {
  const errors: string[] = [];
  const err = (path: string, message: string) => errors.push(`${path}: ${message}`);
  const products = new Set(data.productos.map((p) => p.I));
  const promoCodes = new Set(
    data.promos.flatMap((p) => (p.CODIGO ? [p.CODIGO.toLowerCase()] : [])),
  );
  const ids = new Map<number, number>();
  const codes = new Map<string, number>();
  data.cupones.forEach((coupon, index) => {
    const at = `cupones.${index}`;
    const sameId = ids.get(coupon.IDPRO);
    if (sameId !== undefined)
      err(`${at}.IDPRO`, `el id ${coupon.IDPRO} está repetido (cupones.${sameId})`);
    else ids.set(coupon.IDPRO, index);
    if (coupon.NUC !== null) {
      const sameCode = codes.get(coupon.NUC);
      if (sameCode !== undefined)
        err(`${at}.NUC`, `el código '${coupon.NUC}' está repetido (cupones.${sameCode})`);
      else codes.set(coupon.NUC, index);
      if (promoCodes.has(coupon.NUC))
        err(`${at}.NUC`, `el código '${coupon.NUC}' ya es de una promoción`);
    }
    if (couponDayNumber(coupon.FECHA_HASTA) === null) {
      err(`${at}.FECHA_HASTA`, `la fecha ${coupon.FECHA_HASTA} no existe`);
    }
    if (coupon.IDPDS !== null && !products.has(coupon.IDPDS)) {
      err(`${at}.IDPDS`, `el producto ${coupon.IDPDS} no existe`);
    }
    coupon.apl.forEach((id, i) => {
      if (!products.has(id)) err(`${at}.apl.${i}`, `el producto ${id} no existe`);
    });
  });
  return errors;
}
