import { lazy } from 'react';

/**
 * The map page of a place (address-editor.tsx) for other features, loaded when a screen shows
 * it: named here rather than re-exported, so a screen that only reads the delivery choice
 * (the bag, the checkout) never loads the editor, the shop picker and their styles with it.
 */
export const AddressEditorLazy = lazy(() =>
  import('./address-editor').then((module) => ({ default: module.AddressEditor })),
);
