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
  /** the minimum with 2 decimals right after the currency symbol: '$7.50' */
  minimum: (currency: string, amount: Cents): string =>
    `Minimo de compra para aplicar cupon es de ${centsFormat(amount, currency)}`,
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
