// What other features may use of the checkout (docs/decisions/027).

/** §4.3 the card step of a saved order (the gift certificate checkout pays by card too). */
export { CardPayment } from './card-payment';
