import { centsFormat, type Cents } from '../money';

/**
 * §8.2 / §2.9 / §4.8 the coupon texts, word for word as the specification shows them to
 * customers (its spelling kept: 'valido', 'Minimo', 'cupon', 'perdera'). alreadyUsed and
 * addressSpent are this project's own texts (§9: coupons are single-use per user; decision
 * 031: a code's uses from one client address are capped).
 */
export const COUPON_MESSAGES = {
  invalidCode: 'Código promocional no valido',
  notWithOtherPromotions: 'Cupón no valido con otras promociones',
  /**
   * the specification's words with the minimum ('$7.50'), then how it is computed (§5.4: the
   * total after the discount) and what the bag lacks, so the reason given is the true one
   */
  minimum: (currency: string, amount: Cents, missing: Cents): string =>
    `Minimo de compra para aplicar cupon es de ${centsFormat(amount, currency)} después del ` +
    `descuento: a tu bolsa le faltan ${centsFormat(missing, currency)}`,
  invalid: 'Cupón no valido',
  badTime: 'Formato de hora inválido',
  outsideHours: 'Cupon no es valido en este horario',
  loginToRedeem: 'Inicia sesión para canjear',
  alreadyUsed: 'Ya utilizaste este cupón',
  addressSpent: 'Este cupón alcanzó su límite de usos desde tu conexión. Inténtalo más tarde.',
  editTitle: 'Confirmar edición de cupón',
  editBody: 'Se perdera cualquier configuración con el producto seleccionado previamente.',
  editConfirm: 'Confirmar',
} as const;
