import type { MenuData } from '../menu-data';
import { PRODUCT_CONFIG_OWN_OPTION_ID } from '../product-config/product-config-unit';
import type { CartIngredient, CartOptionEntry } from './cart-item';

/** The menu lists the details read: size and bread names. */
export type CartLineDetailsMenu = Pick<MenuData, 'sizes' | 'bases'>;

/** Which halves an ingredient is on, in words, for a half-and-half unit. */
function halfNote(ingredient: CartIngredient, halved: boolean): string {
  if (!halved || ingredient.onFirstHalf === ingredient.onSecondHalf) return '';
  return ingredient.onFirstHalf ? ' (mitad 1)' : ' (mitad 2)';
}

/** §4.8 removed defaults as 'Sin …' and added extras as 'Extra …'; kept defaults say nothing. */
function ingredientDetails(entry: CartOptionEntry): string[] {
  const ingredients = entry.ingredients;
  const halved = entry.allowsHalves && ingredients.some((i) => i.onFirstHalf !== i.onSecondHalf);
  return ingredients.flatMap((i) => {
    if (i.change === 'A') return [`Extra ${i.name}${halfNote(i, halved)}`];
    if (i.change === 'Q') return [`Sin ${i.name}`];
    // a default left on one half only is removed from the other
    if (halved && i.onFirstHalf !== i.onSecondHalf) {
      return [`Sin ${i.name} (mitad ${i.onFirstHalf ? 2 : 1})`];
    }
    return [];
  });
}

/** Size and bread of a product's own entry, by name. */
function ownDetails(entry: CartOptionEntry, menu: CartLineDetailsMenu): string[] {
  const product = entry.menuId;
  const sizes = menu.sizes.filter((s) => s.menuId === product);
  const size = sizes.find((s) => s.id === entry.sizeId);
  const bases = menu.bases.filter((b) => b.menuId === product && b.sizeId === entry.sizeId);
  const base = bases.find((b) => b.baseId === entry.baseId);
  const details: string[] = [];
  // a product sold in one size or with one bread has nothing to tell
  if (size && sizes.length > 1) details.push(`Tamaño: ${size.name}`);
  if (base && bases.length > 1) details.push(base.name);
  if (entry.allowsHalves && entry.ingredients.some((i) => i.onFirstHalf !== i.onSecondHalf)) {
    details.push('Mitad y mitad');
  }
  return [...details, ...ingredientDetails(entry)];
}

/** ATP picks counted by name: 'Pechuga ×4'. */
function pickDetails(entry: CartOptionEntry): string {
  const counts = new Map<string, number>();
  for (const pick of entry.choices) counts.set(pick.name, (counts.get(pick.name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
}

/**
 * §2.7 / §4.5 a cart line's configuration in a few words, in the order the customer chose
 * it: size and bread, removed and added ingredients (per half when half-and-half), each
 * combo choice (a configured product with its own details in brackets), and each ATP
 * step's picks. Hidden options say nothing.
 */
export function cartLineDetails(
  options: readonly CartOptionEntry[],
  menu: CartLineDetailsMenu,
): string[] {
  return options.flatMap((entry): string[] => {
    if (entry.hidden) return [];
    if (entry.type === 'ATP') return entry.choices.length > 0 ? [pickDetails(entry)] : [];
    if (entry.type === 'P' && entry.optionId === PRODUCT_CONFIG_OWN_OPTION_ID)
      return ownDetails(entry, menu);
    const nested = cartLineDetails(entry.choices, menu);
    return [nested.length > 0 ? `${entry.name} (${nested.join(', ')})` : entry.name];
  });
}
