// What other features and the shell may use of the delivery choice (docs/decisions/027).
export { DeliveryValidation, useDeliveryValidation } from './use-delivery-validation';
