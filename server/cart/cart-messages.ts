/** Spanish answers of the cart calls (docs/protocol.md "Cart calls"). */
export const CART_MSG = {
  unknownShop: 'La tienda seleccionada no existe',
  unknownPromotion: 'La promoción no existe',
  /** §8.2 word for word */
  invalidCode: 'Código promocional no valido',
} as const;
