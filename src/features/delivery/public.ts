// What other features and the shell may use of the delivery choice (docs/decisions/027).
export { DeliveryValidation, useDeliveryValidation } from './use-delivery-validation';
// the map page of a place, for the account's saved addresses (/profile/locations)
export { AddressEditor, type AddressEditorInitial, type AddressEditorSave } from './address-editor';
