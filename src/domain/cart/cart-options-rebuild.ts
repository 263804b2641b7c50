import type { MenuProduct, ProductOption } from '../menu';
import type { Cents } from '../money';
import type { ProductId } from '../product-id';
import { productConfigMenuProduct } from '../product-config/product-config-menu';
import type { ProductConfigMenu } from '../product-config/product-config-state';
import { PRODUCT_CONFIG_OWN_OPTION_ID } from '../product-config/product-config-unit';
import type { CartIngredient, CartOptionEntry } from './cart-item';

/** §3.4 what an order line's ingredient entry (TDE) carries, in cart names. */
export interface CartIngredientSent {
  menuId: number;
  change: CartIngredient['change'];
  onFirstHalf: boolean;
  onSecondHalf: boolean;
  ingredients: readonly CartIngredientSent[];
}

/** §3.4 what an order line's option entry carries, in cart names (ids only, no display data). */
export interface CartOptionSent {
  optionId: number;
  type: CartOptionEntry['type'];
  choiceId: number | null;
  menuDetailId: number | null;
  baseId: number | null;
  sizeId: number | null;
  choices: readonly CartOptionSent[];
  ingredients: readonly CartIngredientSent[];
}

const ZERO = 0 as Cents;

function ingredientRebuild(product: MenuProduct | null, entry: CartIngredientSent): CartIngredient {
  const listed = [
    ...(product?.defaultIngredients?.list ?? []),
    ...(product?.extraIngredients?.list ?? []),
  ].find((i) => i.id === entry.menuId);
  return {
    menuId: entry.menuId,
    change: entry.change,
    kind: listed?.kind === 'specialty' ? 'E' : 'T',
    onFirstHalf: entry.onFirstHalf,
    onSecondHalf: entry.onSecondHalf,
    name: listed?.name ?? '',
    image: '',
    thumbnail: '',
    ingredients: entry.ingredients.map((nested) => ingredientRebuild(null, nested)),
  };
}

/**
 * The fields the line carries; the rest are display data, left neutral, but the channel: as
 * the app's configuration sets it, the channel of the product the choice stands for (§5.3).
 */
function optionEntry(
  menu: ProductConfigMenu,
  entry: CartOptionSent,
  known: { menuId: ProductId | null; name: string; ingredientsOf: MenuProduct | null },
  choices: CartOptionEntry[],
): CartOptionEntry {
  return {
    type: entry.type,
    menuDetailId: entry.menuDetailId,
    choiceId: entry.choiceId,
    optionId: entry.optionId,
    menuId: known.menuId,
    name: known.name,
    groupId: null,
    baseId: entry.baseId,
    sizeId: entry.sizeId,
    allowsHalves: false,
    sizeBasePrice: ZERO,
    ingredientPrice: ZERO,
    specialtyPrice: ZERO,
    hidden: false,
    choices,
    extraPrice: ZERO,
    channel: productConfigMenuProduct(menu, known.menuId)?.channel ?? 'TODOS',
    ingredients: entry.ingredients.map((i) => ingredientRebuild(known.ingredientsOf, i)),
  };
}

/** An ATP step's pick: an 'O' entry whose product is the step's choice's (OPS C). */
function pickRebuild(
  menu: ProductConfigMenu,
  step: ProductOption | undefined,
  pick: CartOptionSent,
): CartOptionEntry {
  const choice = step?.choices.find((c) => c.id === pick.choiceId);
  const known = { menuId: choice?.menuId ?? null, name: choice?.name ?? '', ingredientsOf: null };
  return optionEntry(menu, pick, known, cartOptionsRebuild(menu, null, pick.choices));
}

/**
 * §3.4 / §5.4 option entries of an order line back into the cart's shape. The line does not
 * carry the product a choice stands for (idpmn): it is taken from the CURRENT menu, by the
 * product the entries belong to (the unit's, or the one a P option's choice configures), so a
 * choice that no longer exists keeps no product and productUnitReprice refuses it. Shared by
 * the server's quote and the app's 'Repetir pedido'.
 */
export function cartOptionsRebuild(
  menu: ProductConfigMenu,
  product: MenuProduct | null,
  entries: readonly CartOptionSent[],
): CartOptionEntry[] {
  return entries.map((entry) => {
    if (entry.optionId === PRODUCT_CONFIG_OWN_OPTION_ID && entry.type === 'P') {
      const known = {
        menuId: product?.id ?? null,
        name: product?.name ?? '',
        ingredientsOf: product,
      };
      return optionEntry(menu, entry, known, cartOptionsRebuild(menu, null, entry.choices));
    }
    const option = product?.options.find((o) => o.id === entry.optionId);
    if (entry.type === 'ATP') {
      const known = { menuId: null, name: option?.name ?? '', ingredientsOf: null };
      return optionEntry(
        menu,
        entry,
        known,
        entry.choices.map((pick) => pickRebuild(menu, option, pick)),
      );
    }
    const choice = option?.choices.find((c) => c.id === entry.choiceId);
    const menuId = choice?.menuId ?? null;
    const configured = entry.type === 'P' ? productConfigMenuProduct(menu, menuId) : null;
    const known = { menuId, name: choice?.name ?? '', ingredientsOf: null };
    return optionEntry(menu, entry, known, cartOptionsRebuild(menu, configured, entry.choices));
  });
}
