// What other features and the shell may use of the delivery choice (docs/decisions/027).
export { DeliveryValidation, useDeliveryValidation } from './use-delivery-validation';
// the map page of a place, for the account's saved addresses (/profile/locations), loaded
// on demand: a static re-export would bring the editor into every screen that imports this
export { AddressEditorLazy } from './address-editor-lazy';
export type { AddressEditorInitial, AddressEditorSave } from './address-editor-values';
