import { centsAdd, centsMultiply, type Cents } from '../money';
import { productConfigHalves } from './product-config-halves';
import {
  productConfigMenuPair,
  productConfigMenuSizes,
  productConfigOptionActive,
} from './product-config-menu';
import type { ProductConfigState } from './product-config-state';

/** §5.4 only positive extra prices are added; choice: the same for every surcharge. */
const positive = (cents: Cents): Cents => (cents > 0 ? cents : (0 as Cents));

/**
 * §5.4 / §3.3 what the configuration adds to the product price: size PA + base × size PA +
 * the chosen choices' extra prices (options shown at the size) + the surcharges of products
 * configured inside P options + every ATP pick's extra price + every added extra, once
 * whatever half it is on, at its own price plus the pair's PE (specialty, TIP 'E') or PI
 * (topping, 'T'). Removing a default never lowers the price. Negative amounts count as 0.
 */
export function productConfigSurcharge(state: ProductConfigState): Cents {
  const { menu, product } = state;
  const parts: Cents[] = [];
  const size = productConfigMenuSizes(menu, product.id).find((s) => s.id === state.sizeId);
  if (size) parts.push(positive(size.extraPrice));
  const pair = productConfigMenuPair(menu, product.id, state.sizeId, state.baseId);
  if (pair) parts.push(positive(pair.extraPrice));

  for (const option of product.options) {
    if (!productConfigOptionActive(option, state.sizeId)) continue;
    const chosen = state.choices.find((c) => c.optionId === option.id);
    const choice = option.choices.find((c) => c.id === chosen?.choiceId);
    if (choice) parts.push(positive(choice.extraPrice));
    if (chosen?.nested) parts.push(productConfigSurcharge(chosen.nested));
    const step = state.steps.find((s) => s.optionId === option.id);
    for (const pick of step?.picks ?? []) {
      const picked = option.choices.find((c) => c.id === pick.choiceId);
      if (picked) parts.push(centsMultiply(positive(picked.extraPrice), pick.count));
    }
  }

  const [first, second] = productConfigHalves(state);
  const added = new Set([...first.added, ...second.added]);
  for (const extra of product.extraIngredients?.list ?? []) {
    if (!added.has(extra.id)) continue;
    const pairSurcharge = extra.kind === 'specialty' ? pair?.specialtyPrice : pair?.ingredientPrice;
    parts.push(positive(extra.price), positive(pairSurcharge ?? (0 as Cents)));
  }
  return centsAdd(...parts);
}

/** §3.4 precio of the temporary product: the price of one configured unit, in cents. */
export function productConfigUnitPrice(state: ProductConfigState): Cents {
  return centsAdd(state.product.price, productConfigSurcharge(state));
}

/** §3.4 the live total: the unit price times cantidadToAdd. */
export function productConfigTotal(state: ProductConfigState): Cents {
  return centsMultiply(productConfigUnitPrice(state), state.quantity);
}
