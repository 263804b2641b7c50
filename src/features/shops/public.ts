// What other features may use of the shops (docs/decisions/027): the delivery screen's
// pickup step is the shops list with its map.
export { ShopPicker } from './shop-picker';
export { shopsMapSlot } from './shops-map-slot';
export { useCustomerOrigin } from './use-customer-origin';
export { usePickupShopChoice } from './use-pickup-shop-choice';
export { ShopPickupOffer } from './shop-pickup-offer';
