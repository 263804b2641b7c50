/**
 * Test support for the cart quote (only *.test.ts import this file): the demo chain loaded in
 * a real database behind a real server; the app's side of it (the menu read over HTTP from
 * data/getData with the protocol's schemas the app reads it with, a cart built and
 * revalidated by the app's domain engine, encoded by the protocol's order-line encoder the
 * app sends with); and the server's side (the chain read back from the database, mapped by
 * quote-menu.ts).
 */
import { readFileSync } from 'node:fs';
import { cartEmpty, type Cart } from '../../src/domain/cart/cart.ts';
import { cartAdd, type CartAddConfig } from '../../src/domain/cart/cart-add.ts';
import { cartAddPromo } from '../../src/domain/cart/cart-add-promo.ts';
import { cartRevalidate } from '../../src/domain/cart/cart-revalidate.ts';
import type { MenuProduct } from '../../src/domain/menu.ts';
import type { Cents } from '../../src/domain/money.ts';
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
import {
  configStepMust,
  configStepsAll,
  type ProductConfigStep,
} from '../../src/test/product-config-steps.ts';
import { productConfigToUnit } from '../../src/domain/product-config/product-config-unit.ts';
import { productUnitReprice } from '../../src/domain/product-config/product-unit-reprice.ts';
import type { OrderLine, OrderLineCents } from '../../src/protocol/order-line.ts';
import { orderLinesEncode } from '../../src/protocol/order-lines-encode.ts';
import { cartIndexBuild } from '../chain/cart-index.ts';
import { readChainSnapshot } from '../chain/chain-read.ts';
import { parseChain } from '../seed/validate.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { orderLinesParse } from './order-lines-schema.ts';
import {
  quoteMenuFromChain,
  quoteMenuFromRows,
  type QuoteMenu,
  type QuoteMenuRows,
} from './quote-menu.ts';
import { quotePromotionValidity, type QuotePromotionValid } from './quote-promotion-validity.ts';

/** Monday 23 November 2026, noon in El Salvador (UTC-6): promotion 1906 runs on Tuesdays. */
export const MONDAY_NOON = new Date('2026-11-23T12:00:00-06:00').getTime();

export interface QuoteWorld {
  server: TestServer;
  /** the app's menu, read from data/getData (clientMenuRead) */
  clientMenu: QuoteMenu;
  /** the server's menu, read back from the database */
  serverMenu: QuoteMenu;
  promotionValid: QuotePromotionValid;
}

/**
 * The menu as the app reads it: data/getData's answer over HTTP, its rows read with the
 * protocol's schemas the app's getData adapter reads them with (src/api/menu/get-data.ts;
 * src/api/menu/get-data-server.test.ts compares the two).
 */
export async function clientMenuRead(server: TestServer): Promise<QuoteMenu> {
  const answer = await post(server, '/data/getData');
  return quoteMenuFromRows(answer.body.data as QuoteMenuRows);
}

/** The demo chain in a real database (PGlite, or TEST_DATABASE_URL) behind a real server. */
export async function quoteWorldStart(): Promise<QuoteWorld> {
  const file = new URL('../seed/demo-chain.json', import.meta.url);
  const parsed = parseChain(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const server = await startTestServer({ chain: parsed.data, clock: () => new Date(MONDAY_NOON) });
  const clientMenu = await clientMenuRead(server);
  const { chain } = await readChainSnapshot(server.db);
  return {
    server,
    clientMenu,
    serverMenu: quoteMenuFromChain(chain),
    promotionValid: quotePromotionValidity(cartIndexBuild(chain)),
  };
}

export const size = (id: number) =>
  configStepMust(`tamaño ${id}`, (s) => productConfigSetSize(s, id));
export const bread = (id: number) =>
  configStepMust(`pan ${id}`, (s) => productConfigSetBase(s, id));
export const toggle = (...ids: number[]) =>
  configStepsAll(
    ids.map((id) =>
      configStepMust(`ingrediente ${id}`, (s) => productConfigToggleIngredient(s, id)),
    ),
  );
export const choose = (optionId: number, choiceId: number) =>
  configStepMust(`opción ${optionId}=${choiceId}`, (s) =>
    productConfigChoose(s, optionId, choiceId),
  );
export const inside = (optionId: number, ...steps: ProductConfigStep[]) =>
  configStepMust(`dentro de ${optionId}`, (s) =>
    productConfigUpdateNested(s, optionId, configStepsAll(steps)),
  );
export const picks = (optionId: number, ...choiceIds: number[]) =>
  configStepsAll(
    choiceIds.map((id) =>
      configStepMust(`elección ${id}`, (s) => productConfigAddPick(s, optionId, id)),
    ),
  );
export const units = (n: number) =>
  configStepMust(`cantidad ${n}`, (s) => productConfigSetQuantity(s, n));

export function menuProduct(menu: Pick<QuoteMenu, 'products'>, id: number): MenuProduct {
  const product = menu.products.find((p) => p.id === id);
  if (!product) throw new Error(`Producto ${id} no está en el menú`);
  return product;
}

/** A product configured as the customer would, added at the configured unit's price. */
export function cartAddConfigured(
  cart: Cart,
  menu: QuoteMenu,
  id: number,
  steps: readonly ProductConfigStep[],
  config: CartAddConfig = {},
): Cart {
  const state = configStepsAll(steps)(productConfigStart(menu, menuProduct(menu, id)));
  if (!productConfigCanAdd(state)) throw new Error(`${id}: configuración incompleta`);
  const unit = productConfigToUnit(state);
  // promotion content comes in at the price it is given (0): its promotion line prices it
  return cartAdd(cart, state.product, state.quantity, {
    unitPrice: unit.price,
    options: unit.options,
    ...config,
  });
}

/** A promotion line as the store adds it, with its promo products hanging from it at 0. */
export function cartAddPromotion(
  cart: Cart,
  menu: QuoteMenu,
  promotionId: number,
  contentSteps: Readonly<Record<number, readonly ProductConfigStep[]>> = {},
): Cart {
  const promo = menu.promotions.find((p) => p.id === promotionId);
  if (!promo) throw new Error(`Promoción ${promotionId} no está en el menú`);
  const line = cartAddPromo(cart, {
    menuId: productIdOf(promo.id),
    promoId: promo.id,
    name: promo.label,
    price: 0 as Cents,
    appliesTo: [...promo.appliesTo],
    applyToLowest: promo.applyToLowest,
    minimumPurchase: promo.minimum,
  });
  const config = { unitPrice: 0 as Cents, promoId: promo.id, parentAddedOrder: line.addedOrder };
  return promo.items.reduce((acc, id) => {
    const product = menuProduct(menu, id);
    if (product.type === 'PRD') return cartAdd(acc, product, 1, config);
    return cartAddConfigured(acc, menu, id, contentSteps[id] ?? [], config);
  }, line);
}

/** §4.5 the cart as the app keeps it: revalidated against its menu and data/checkPr. */
export function clientRevalidate(world: QuoteWorld, cart: Cart, now = MONDAY_NOON): Cart {
  const ids = cart.items.flatMap((row) =>
    row.isPromo && row.promoId !== null ? [row.promoId] : [],
  );
  const result = cartRevalidate(cart, {
    menu: world.clientMenu,
    promotionChecks: new Map(ids.map((id) => [id, world.promotionValid(id, now)])),
    unitReprice: (product, unit) => productUnitReprice(world.clientMenu, product, unit.options),
  });
  if (result.removed.length > 0) throw new Error('el carrito honesto perdió líneas');
  return result.cart;
}

/**
 * An honest cart on the demo menu, in added order: 1001 twice (5, 10), 1502 (15), an ESF
 * 1101 with brioche, lettuce off and bacon, two units (20, 25), a CMB 1301 Súper with its
 * burger configured (30), an ATP 1241 box (35), then promotions 1905 (40; content 1002 at
 * 45), 1901 (50; content 1301 at 55), 1902 (60; content 1241 at 65) and 1904 (70; content
 * 1621 at 75), revalidated so the promotion lines carry their prices.
 */
export function honestCart(world: QuoteWorld): Cart {
  const menu = world.clientMenu;
  const box = [
    picks(3040, 5154, 5154, 5154, 5155, 5155, 5155, 5157, 5157),
    picks(3041, 5159, 5162),
    picks(3042, 5164),
  ];
  let cart = cartAdd(cartEmpty(), menuProduct(menu, 1001), 2);
  cart = cartAdd(cart, menuProduct(menu, 1502), 1);
  cart = cartAddConfigured(cart, menu, 1101, [bread(402), toggle(7003, 7101), units(2)]);
  cart = cartAddConfigured(cart, menu, 1301, [
    size(112),
    choose(3002, 5004),
    choose(3003, 5011),
    inside(3001, bread(402), toggle(7003, 7101)),
  ]);
  cart = cartAddConfigured(cart, menu, 1241, box);
  cart = cartAddPromotion(cart, menu, 1905);
  cart = cartAddPromotion(cart, menu, 1901, { 1301: [size(111), inside(3001, toggle(7004))] });
  cart = cartAddPromotion(cart, menu, 1902, {
    1241: [
      picks(3040, 5155, 5155, 5155, 5155, 5156, 5156, 5157, 5157),
      picks(3041, 5160, 5161),
      picks(3042, 5163),
    ],
  });
  cart = cartAddPromotion(cart, menu, 1904);
  return clientRevalidate(world, cart);
}

/** What travels: the app's order lines after JSON, a fresh copy each time. */
export function wireOf(cart: Cart): OrderLine[] {
  return JSON.parse(JSON.stringify(orderLinesEncode(cart))) as OrderLine[];
}

/** Order lines as the order save's body check reads them; throws when they are refused. */
export function linesRead(lines: unknown): OrderLineCents[] {
  const read = orderLinesParse(lines);
  if (!read.ok) throw new Error(read.error);
  return read.lines;
}

/** The line sent with added order `np`. */
export function lineAt(lines: readonly OrderLine[], np: number): OrderLine {
  const line = lines.find((l) => l.NP === np);
  if (!line) throw new Error(`no hay línea con NP ${np}`);
  return line;
}
