import { proxy } from 'valtio/vanilla';

/** §4.5 the bag line being edited: its product and the added orders of its units. */
export interface CartLineEditing {
  menuId: number;
  addedOrders: number[];
}

/**
 * §4.5 'Editar' on a bag line opens its product's page with the line's configuration; the
 * page reads this to know it edits rather than adds. Kept in memory only: a reload of the
 * product page offers a fresh add, and the line stays as it was.
 */
export const cartLineEdit = proxy({ line: null as CartLineEditing | null });

/** 'Editar' on a bag line. */
export function cartLineEditStart(line: CartLineEditing): void {
  cartLineEdit.line = { menuId: line.menuId, addedOrders: [...line.addedOrders] };
}

/** The edit was saved or left. */
export function cartLineEditEnd(): void {
  cartLineEdit.line = null;
}
