// What the cart revalidation bench works on (§4.5): the demo chain's menu as the app reads it,
// and a 50-line cart configured with the app's own product configuration.
import {
  configStepMust,
  configStepsAll,
  type ProductConfigStep,
} from '../../src/test/product-config-steps.ts';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/config.ts';
import { menuData } from '../../server/chain/chain-answers-json.ts';
import { ok } from '../../server/wire/envelope.ts';
import { readChainFile } from '../../server/seed/cli.ts';
import { getDataResponseSchema } from '../../src/api/menu/get-data.ts';
import { cartEmpty, type Cart } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { cartAddPromo } from '../../src/domain/cart/cart-add-promo.ts';
import type { MenuProduct } from '../../src/domain/menu.ts';
import type { MenuData, Promotion } from '../../src/domain/menu-data.ts';
import { centsAdd, type Cents } from '../../src/domain/money.ts';
import { productIdOf } from '../../src/domain/product-id.ts';
import { productConfigAddPick } from '../../src/domain/product-config/product-config-atp.ts';
import { productConfigCanAdd } from '../../src/domain/product-config/product-config-check.ts';
import {
  productConfigChoose,
  productConfigUpdateNested,
} from '../../src/domain/product-config/product-config-choose.ts';
import { productConfigToggleIngredient } from '../../src/domain/product-config/product-config-ingredients.ts';
import { productConfigSetQuantity } from '../../src/domain/product-config/product-config-quantity.ts';
import {
  productConfigSetBase,
  productConfigSetSize,
} from '../../src/domain/product-config/product-config-select.ts';
import { productConfigStart } from '../../src/domain/product-config/product-config-start.ts';
import type {
  ProductConfigHalf,
  ProductConfigState,
} from '../../src/domain/product-config/product-config-state.ts';
import { productConfigToUnit } from '../../src/domain/product-config/product-config-unit.ts';

const SEED_FILE = fileURLToPath(new URL('../../server/seed/demo-chain.json', import.meta.url));

/**
 * §3.3 the demo chain's menu as the app holds it: the seed file validated as the seed command
 * does, the server's data/getData answer built from it (default menu parameters), sent through
 * JSON and read by the app's own getData adapter.
 */
export async function benchMenuData(): Promise<MenuData> {
  const chain = await readChainFile(SEED_FILE);
  if (!chain.ok) throw new Error(`Cadena de demostración no válida:\n${chain.errors.join('\n')}`);
  const answer = ok({ data: menuData(chain.data, loadConfig({}).parametros) });
  return getDataResponseSchema.parse(JSON.parse(JSON.stringify(answer)));
}

/**
 * §4.5 the menu after an update that re-priced about one product in seven (every seventh in
 * menu order, 25 cents dearer); everything else is the same object as before.
 */
export function benchMenuRepriced(menu: MenuData): MenuData {
  const products = menu.products.map((p, i) =>
    i % 7 === 0 ? { ...p, price: centsAdd(p.price, 25 as Cents) } : p,
  );
  return { ...menu, products };
}

const size = (id: number) => configStepMust(`tamaño ${id}`, (s) => productConfigSetSize(s, id));
const bread = (id: number) => configStepMust(`pan ${id}`, (s) => productConfigSetBase(s, id));
const toggle = (ids: number[], half?: ProductConfigHalf) =>
  configStepsAll(
    ids.map((id) =>
      configStepMust(`ingrediente ${id}`, (s) => productConfigToggleIngredient(s, id, half)),
    ),
  );
const choose = (optionId: number, choiceId: number) =>
  configStepMust(`opción ${optionId}=${choiceId}`, (s) =>
    productConfigChoose(s, optionId, choiceId),
  );
const inside = (optionId: number, ...steps: ProductConfigStep[]) =>
  configStepMust(`producto de la opción ${optionId}`, (s) =>
    productConfigUpdateNested(s, optionId, configStepsAll(steps)),
  );
const picks = (optionId: number, ...choiceIds: number[]) =>
  configStepsAll(
    choiceIds.map((id) =>
      configStepMust(`elección ${id}`, (s) => productConfigAddPick(s, optionId, id)),
    ),
  );
const units = (quantity: number) =>
  configStepMust(`cantidad ${quantity}`, (s) => productConfigSetQuantity(s, quantity));

/** One configured unit (or several equal ones) of a grouped product, as the customer adds it. */
interface Configured {
  id: number;
  steps: ProductConfigStep[];
}

const u = (id: number, ...steps: ProductConfigStep[]): Configured => ({ id, steps });

/**
 * 20 grouped entries, 2-3 configurations each: ESF burgers with other breads and removed or
 * added ingredients, ESM burgers half-and-half at the sizes that permit halves, combos with
 * their burger configured inside and other sides, drinks and desserts, ATP boxes with every
 * step's picks made.
 */
const CONFIGURED: Configured[] = [
  u(1101, bread(402), toggle([7003, 7101])),
  u(1101, size(101), bread(403), toggle([7002, 7005, 7104, 7111])),
  u(1101, bread(404), toggle([7102])),
  u(1102, bread(402), toggle([7006, 7105])),
  u(1102, units(2)),
  u(1121, bread(405), toggle([7109, 7106, 7108])),
  u(1121, toggle([7003])),
  u(1122, bread(403), toggle([7111])),
  u(1122, toggle([7014, 7106])),
  u(1141, bread(402), toggle([7012, 7110])),
  u(1141, units(2)),
  u(1125, size(106), bread(402), toggle([7101], 'first'), toggle([7103, 7005], 'second')),
  u(1125, size(106), toggle([7111, 7004], 'first'), toggle([7102])),
  u(1126, size(108), bread(405), toggle([7108], 'first'), toggle([7109, 7012], 'second')),
  u(1126, size(108), bread(404), toggle([7110]), toggle([7105], 'first')),
  u(1126, toggle([7101, 7002])),
  u(
    1301,
    size(112),
    choose(3002, 5004),
    choose(3003, 5011),
    inside(3001, bread(402), toggle([7003, 7101])),
  ),
  u(1301, choose(3002, 5006), choose(3003, 5013), inside(3001, toggle([7002]))),
  u(1301, units(2)),
  u(
    1302,
    size(115),
    choose(3007, 5028),
    choose(3005, 5017),
    inside(3004, bread(402), toggle([7105])),
  ),
  u(1302, size(114), choose(3006, 5024), inside(3004, toggle([7006]))),
  u(1303, size(117), choose(3009, 5032), inside(3008, bread(403), toggle([7110]))),
  u(1303, units(2)),
  u(1304, size(121), choose(3014, 5056), inside(3011, bread(405), toggle([7109]))),
  u(1304, choose(3012, 5047), inside(3011, toggle([7106]))),
  u(1305, size(124), choose(3016, 5062), choose(3017, 5069)),
  u(1305, choose(3016, 5059)),
  u(1306, size(126), choose(3019, 5072), choose(3020, 5080)),
  u(1306, size(127)),
  u(1309, size(135), choose(3028, 5113)),
  u(1309, choose(3029, 5121)),
  u(1311, size(142), choose(3035, 5146)),
  u(1311, choose(3034, 5140)),
  u(1321, choose(3037, 5150), units(2)),
  u(
    1241,
    picks(3040, 5154, 5154, 5154, 5155, 5155, 5155, 5157, 5157),
    picks(3041, 5159, 5162),
    picks(3042, 5164),
  ),
  u(
    1241,
    picks(3040, 5156, 5156, 5156, 5156, 5156, 5156, 5156, 5156),
    picks(3041, 5158, 5158),
    picks(3042, 5163),
  ),
  u(1242, picks(3043, 5165, 5168), picks(3044, 5169, 5170)),
  u(1242, picks(3043, 5166), picks(3044, 5171)),
  u(1751, picks(3045, 5172), picks(3046, 5175), picks(3047, 5178)),
  u(1751, picks(3045, 5172), picks(3046, 5173), picks(3047, 5176)),
  u(1753, picks(3048, 5179), picks(3049, 5181), picks(3050, 5183), units(2)),
];

/** 17 PRD rows: sides, drinks, desserts, chicken pieces and the like. */
const SINGLES = [
  1001, 1003, 1004, 1008, 1502, 1503, 1507, 1521, 1541, 1562, 1602, 1622, 1201, 1211, 1231, 1252,
  1701,
];

/** The promotions added, with their promo products (prm) configured when they are grouped. */
const PROMOTION_CONTENT: Readonly<Record<number, ProductConfigStep[]>> = {
  1301: [size(111), inside(3001, toggle([7004]))],
  1241: [
    picks(3040, 5155, 5155, 5155, 5155, 5156, 5156, 5157, 5157),
    picks(3041, 5160, 5161),
    picks(3042, 5163),
  ],
  1242: [picks(3043, 5167), picks(3044, 5169)],
};

function configured(
  menu: MenuData,
  product: MenuProduct,
  steps: ProductConfigStep[],
): ProductConfigState {
  const state = configStepsAll(steps)(productConfigStart(menu, product));
  if (!productConfigCanAdd(state)) throw new Error(`${product.id}: configuración incompleta`);
  return state;
}

function menuProduct(menu: MenuData, id: number): MenuProduct {
  const product = menu.products.find((p) => p.id === id);
  if (!product || product.hidden) throw new Error(`Producto ${id} no está en el menú`);
  return product;
}

/** A promotion line as the store adds it, then its promo products hanging from it at price 0. */
function withPromotion(cart: Cart, menu: MenuData, promo: Promotion): Cart {
  const line = cartAddPromo(cart, {
    menuId: productIdOf(promo.id),
    promoId: promo.id,
    name: promo.label,
    price: 0 as Cents,
    appliesTo: [...promo.appliesTo],
    applyToLowest: promo.applyToLowest,
    minimumPurchase: promo.minimum,
  });
  return promo.items.reduce((acc, id) => {
    const content = menuProduct(menu, id);
    const steps = PROMOTION_CONTENT[id] ?? [];
    const options =
      content.type === 'PRD'
        ? undefined
        : productConfigToUnit(configured(menu, content, steps)).options;
    return cartAdd(acc, content, 1, {
      options,
      unitPrice: 0 as Cents,
      promoId: promo.id,
      parentAddedOrder: line.addedOrder,
    });
  }, line);
}

/**
 * §4.5 a 50-line cart on the demo menu: 17 PRD rows, 20 grouped entries holding 47 configured
 * units, then the six demo promotions as lines with their promo products (13 lines). Lines are
 * added as the store adds them: promotion lines at price 0, until the cart is revalidated.
 */
export function benchCart(menu: MenuData): Cart {
  let cart = cartEmpty();
  for (const id of SINGLES) cart = cartAdd(cart, menuProduct(menu, id), 1);
  for (const { id, steps } of CONFIGURED) {
    const state = configured(menu, menuProduct(menu, id), steps);
    const unit = productConfigToUnit(state);
    cart = cartAdd(cart, state.product, state.quantity, {
      unitPrice: unit.price,
      options: unit.options,
    });
  }
  for (const promo of menu.promotions) cart = withPromotion(cart, menu, promo);
  return cart;
}
