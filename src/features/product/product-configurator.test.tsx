// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuProduct } from '../../domain/menu';
import { centsFormat } from '../../domain/money';
import { productConfigAddPick } from '../../domain/product-config/product-config-atp';
import {
  productConfigChoose,
  productConfigUpdateNested,
} from '../../domain/product-config/product-config-choose';
import { productConfigToggleIngredient } from '../../domain/product-config/product-config-ingredients';
import { productConfigTotal } from '../../domain/product-config/product-config-price';
import { productConfigSetQuantity } from '../../domain/product-config/product-config-quantity';
import {
  productConfigSetBase,
  productConfigSetSize,
} from '../../domain/product-config/product-config-select';
import { productConfigStart } from '../../domain/product-config/product-config-start';
import type {
  ProductConfigMenu,
  ProductConfigState,
} from '../../domain/product-config/product-config-state';
import { productConfigToUnit } from '../../domain/product-config/product-config-unit';
import { cartStore, cartStoreClear, cartStoreHydrate } from '../../stores/cart';
import { uiReset, uiStore } from '../../stores/ui';
import {
  baseSize,
  box,
  burger,
  choice,
  combo,
  comboSuper,
  configMenu,
  familyBurger,
  fries,
  option,
} from '../../test/product-config-builders';
import { product } from '../../test/menu-builders';
import { ProductConfigurator } from './product-configurator';
import { ADDED_MOMENT_MS } from './use-added-moment';

const menu = configMenu();

function renderConfigurator(product: MenuProduct, m: ProductConfigMenu = menu) {
  return render(<ProductConfigurator product={product} menu={m} currency="$" />);
}

const total = () => screen.getByRole('status', { name: 'Total' }).textContent;
// the add button, also in the moment after an add when it reads '¡Agregado!'
const addButton = () => screen.getByRole('button', { name: /^(Agregar a mi bolsa|¡Agregado!)$/ });
/** A tap on the add button, and the add it starts (it waits for the stored bag first). */
const addTap = () =>
  act(async () => {
    fireEvent.click(addButton());
  });
const checkbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole<HTMLInputElement>('checkbox', { name });
const radio = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole<HTMLInputElement>('radio', { name });
const group = (name: string) => screen.getByRole('group', { name });
const plus = (label: string, times = 1) => {
  for (let i = 0; i < times; i++) {
    fireEvent.click(screen.getByRole('button', { name: `Agregar uno (${label})` }));
  }
};
/** The engine's state after `actions`, from the product's defaults. */
const engine = (
  product: MenuProduct,
  ...actions: ((s: ProductConfigState) => ProductConfigState)[]
) => actions.reduce((s, action) => action(s), productConfigStart(menu, product));
const toggle = (id: number) => (s: ProductConfigState) => productConfigToggleIngredient(s, id);

beforeAll(async () => {
  await cartStoreHydrate();
});

beforeEach(() => {
  cartStoreClear();
});

afterEach(() => {
  cleanup();
  uiReset();
  cartStoreClear();
});

describe('ProductConfigurator: ingredients (§2.9, §4.8)', () => {
  it('shows the live total of the engine as ingredients are removed and added', () => {
    renderConfigurator(burger);
    expect(total()).toBe('$3.49');
    const lettuce = checkbox('Lechuga', group('Quitar ingredientes'));
    expect(lettuce.checked).toBe(true);
    fireEvent.click(lettuce);
    expect(checkbox('Lechuga').checked).toBe(false);
    // removing a default never lowers the price
    expect(total()).toBe(centsFormat(productConfigTotal(engine(burger, toggle(7003)))));
    expect(total()).toBe('$3.49');

    const bacon = checkbox('Tocino', group('Agregar ingredientes'));
    expect(bacon.checked).toBe(false);
    fireEvent.click(bacon);
    expect(checkbox('Tocino').checked).toBe(true);
    const expected = productConfigTotal(engine(burger, toggle(7003), toggle(7101)));
    expect(expected).toBe(349 + 99);
    expect(total()).toBe(centsFormat(expected));
  });

  it('prices an extra with the pair surcharge of the chosen size, as the engine does', () => {
    renderConfigurator(burger);
    fireEvent.click(radio('Tamaño 101', group('Tamaño')));
    expect(radio('Tamaño 101').checked).toBe(true);
    // Tocino 0.99 + PE 0.50 at size 101: the row shows what it adds
    const bacon = checkbox('Tocino');
    expect(document.getElementById(bacon.getAttribute('aria-describedby')!)?.textContent).toBe(
      '+$1.49',
    );
    fireEvent.click(bacon);
    const expected = engine(burger, (s) => productConfigSetSize(s, 101), toggle(7101));
    expect(total()).toBe(centsFormat(productConfigTotal(expected)));
    expect(total()).toBe('$6.48');
  });

  it('shows the limit chips and refuses what the engine refuses', () => {
    renderConfigurator(burger);
    const defaults = group('Quitar ingredientes');
    const extras = group('Agregar ingredientes');
    expect(within(defaults).getByText('Mínimo 1 ingrediente(s)')).toBeTruthy();
    expect(within(extras).getByText('Máximo 3 ingrediente(s)')).toBeTruthy();
    for (const name of ['Tocino', 'Jalapeños', 'Aguacate']) fireEvent.click(checkbox(name));
    expect(checkbox('Cebolla caramelizada').disabled).toBe(true);
    expect(checkbox('Tocino').disabled).toBe(false);
    fireEvent.click(checkbox('Cebolla caramelizada'));
    expect(checkbox('Cebolla caramelizada').checked).toBe(false);
    // keep one default only (TDE min 1): the last one cannot be removed
    for (const name of ['Queso americano', 'Lechuga', 'Tomate', 'Cebolla', 'Pepinillos']) {
      fireEvent.click(checkbox(name, defaults));
    }
    const meat = checkbox('Carne de res 1/4 lb');
    expect(meat.checked).toBe(true);
    expect(meat.disabled).toBe(true);
  });

  it('applies toggles to the chosen half of a half-and-half unit', () => {
    renderConfigurator(familyBurger);
    expect(screen.queryByRole('group', { name: 'Aplicar ingredientes a' })).toBeNull();
    fireEvent.click(radio('Tamaño 106'));
    const halves = group('Aplicar ingredientes a');
    expect(
      within(halves)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Mitad 1', 'Mitad 2', 'Entera']);
    expect(radio('Entera').checked).toBe(true);

    fireEvent.click(radio('Mitad 2'));
    fireEvent.click(checkbox('Tocino'));
    expect(checkbox('Tocino').checked).toBe(true);
    fireEvent.click(radio('Mitad 1'));
    expect(checkbox('Tocino').checked).toBe(false);
    fireEvent.click(radio('Entera'));
    expect(checkbox('Tocino').indeterminate).toBe(true);
    const expected = engine(
      familyBurger,
      (s) => productConfigSetSize(s, 106),
      (s) => productConfigToggleIngredient(s, 7101, 'second'),
    );
    expect(total()).toBe(centsFormat(productConfigTotal(expected)));

    // back to a size without halves: the switch goes, the first half stays
    fireEvent.click(radio('Tamaño 105'));
    expect(screen.queryByRole('group', { name: 'Aplicar ingredientes a' })).toBeNull();
    expect(checkbox('Tocino').checked).toBe(false);
  });
});

describe('ProductConfigurator: sizes, breads and options (§2.9, §4.5, §5.4)', () => {
  it("titles the bread picker 'Elige tu tipo de pan' only when the size has several breads", () => {
    const { unmount } = renderConfigurator(burger);
    expect(within(group('Elige tu tipo de pan')).getAllByRole('radio')).toHaveLength(4);
    unmount();

    renderConfigurator(burger, configMenu({ bases: [baseSize(1101, 401, 100, 0)] }));
    expect(screen.queryByText('Elige tu tipo de pan')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Elige tu tipo de pan' })).toBeNull();
    cleanup();

    renderConfigurator(fries);
    expect(screen.queryByText('Elige tu tipo de pan')).toBeNull();
  });

  it('shows a bread with its extra price and charges it', () => {
    renderConfigurator(burger);
    const bread = radio('Pan 402');
    expect(document.getElementById(bread.getAttribute('aria-describedby')!)?.textContent).toBe(
      '+$0.50',
    );
    fireEvent.click(bread);
    expect(total()).toBe('$3.99');
  });

  it("titles a combo's sizes 'Tamaño del combo' and reselects the drink for a new size", () => {
    renderConfigurator(combo);
    expect(screen.queryByRole('group', { name: 'Tamaño' })).toBeNull();
    const sizes = group('Tamaño del combo');
    expect(within(sizes).getByText('+$0.80')).toBeTruthy();
    const drinks = group('Paso 3003');
    // each section title is a heading too, for navigation by headings
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 3003' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tamaño del combo' })).toBeTruthy();
    expect(radio('Opción 5007', drinks).checked).toBe(true);
    expect(within(drinks).queryByRole('radio', { name: 'Opción 5008' })).toBeNull();
    expect(within(drinks).getByText('+$1.50')).toBeTruthy();

    fireEvent.click(radio('Tamaño 111', sizes));
    expect(radio('Opción 5008').checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Opción 5007' })).toBeNull();
    fireEvent.click(radio('Opción 5003', group('Paso 3002')));
    const expected = engine(
      combo,
      (s) => productConfigSetSize(s, 111),
      (s) => productConfigChoose(s, 3002, 5003),
    );
    expect(total()).toBe(centsFormat(productConfigTotal(expected)));
    expect(total()).toBe('$7.29');
  });

  it("lets the combo's burger be customised under 'Personalizar'", () => {
    renderConfigurator(combo);
    expect(screen.getByText('Opción 5001')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const customise = screen.getByRole('button', { name: 'Personalizar' });
    expect(customise.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(customise);
    expect(customise.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { level: 3, name: 'Agregar ingredientes' })).toBeTruthy();
    fireEvent.click(radio('Pan 403'));
    fireEvent.click(checkbox('Tocino'));
    const expected = engine(combo, (s) =>
      productConfigUpdateNested(s, 3001, (b) =>
        productConfigToggleIngredient(productConfigSetBase(b, 403), 7101),
      ),
    );
    expect(total()).toBe(centsFormat(productConfigTotal(expected)));
    expect(total()).toBe('$7.23');
  });

  it('hides HPO options, shows options only for their size and follows the channel', () => {
    const { rerender } = render(
      <ProductConfigurator product={comboSuper} menu={menu} currency="$" channel="DOMI" />,
    );
    expect(screen.queryByText('Paso 3004')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Paso 3007' })).toBeNull();
    fireEvent.click(radio('Tamaño 115'));
    // the take-away-only cone does not serve home delivery: only one dessert, named
    expect(screen.queryByRole('radio', { name: 'Opción 5028' })).toBeNull();
    expect(screen.getByText('Opción 5027')).toBeTruthy();
    rerender(<ProductConfigurator product={comboSuper} menu={menu} currency="$" channel="LLEV" />);
    expect(radio('Opción 5028', group('Paso 3007'))).toBeTruthy();
  });
});

describe('ProductConfigurator: optional options (§5.4)', () => {
  it("offers 'Ninguno' for an option with MIN 0 and takes its price off when chosen", () => {
    const sauceBurger = product({
      id: 1199,
      name: 'Hamburguesa con salsa',
      type: 'CMB',
      price: burger.price,
      options: [
        option('O', 3090, [choice(5090, null, 0.3)], {
          name: 'Elige tu salsa',
          defaultChoiceId: 5090,
          min: 0,
        }),
      ],
    });
    renderConfigurator(sauceBurger, configMenu({ products: [...menu.products, sauceBurger] }));
    const sauces = group('Elige tu salsa');
    expect(radio('Opción 5090', sauces).checked).toBe(true);
    expect(total()).toBe('$3.79');
    fireEvent.click(radio('Ninguno', sauces));
    expect(radio('Ninguno').checked).toBe(true);
    expect(total()).toBe('$3.49');
    expect(addButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('ProductConfigurator: ATP steps (§3.4, §5.4)', () => {
  it("keeps 'Agregar a mi bolsa' disabled until every step is complete", async () => {
    renderConfigurator(box);
    expect(addButton().hasAttribute('disabled')).toBe(true);
    expect(
      document.getElementById(addButton().getAttribute('aria-describedby')!)?.textContent,
    ).toBe('Paso 1: elige 8 piezas de pollo: Elige 8 más');
    const step1 = group('Paso 1: elige 8 piezas de pollo');
    expect(within(step1).getByText('Elige 8 más').getAttribute('aria-live')).toBe('polite');
    expect(within(step1).getByText('+$0.25')).toBeTruthy();

    plus('Opción 5154', 5);
    plus('Opción 5156', 3);
    expect(within(step1).getByText('Configurado correctamente')).toBeTruthy();
    // the step holds its 8 picks: the engine refuses a ninth
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Agregar uno (Opción 5155)' }).disabled,
    ).toBe(true);
    expect(addButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Paso 3041: Elige 2 más')).toBeTruthy();

    plus('Opción 5158', 2);
    expect(addButton().hasAttribute('disabled')).toBe(true);
    plus('Opción 5164');
    expect(addButton().hasAttribute('disabled')).toBe(false);
    expect(screen.getAllByText('Configurado correctamente')).toHaveLength(3);
    expect(addButton().getAttribute('aria-describedby')).toBeNull();

    const expected = engine(
      box,
      ...Array.from(
        { length: 5 },
        () => (s: ProductConfigState) => productConfigAddPick(s, 3040, 5154),
      ),
      ...Array.from(
        { length: 3 },
        () => (s: ProductConfigState) => productConfigAddPick(s, 3040, 5156),
      ),
      (s) => productConfigAddPick(s, 3041, 5158),
      (s) => productConfigAddPick(s, 3041, 5158),
      (s) => productConfigAddPick(s, 3042, 5164),
    );
    expect(total()).toBe(centsFormat(productConfigTotal(expected)));

    fireEvent.click(screen.getByRole('button', { name: 'Quitar uno (Opción 5164)' }));
    expect(addButton().hasAttribute('disabled')).toBe(true);
    plus('Opción 5164');
    await addTap();
    const [item] = cartStore.cart.items;
    expect(item?.menuId).toBe(box.id);
    expect(item?.units.map((u) => u.price)).toEqual([productConfigToUnit(expected).price]);
    expect(item?.units[0]?.options).toEqual(productConfigToUnit(expected).options);
    // back to the defaults: nothing picked
    expect(addButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryAllByText('Configurado correctamente')).toHaveLength(0);
  });
});

describe("ProductConfigurator: 'Agregar a mi bolsa' (§3.4, §4.5)", () => {
  it("adds the engine's unit to the cart, says so and starts again from the defaults", async () => {
    renderConfigurator(burger);
    fireEvent.click(radio('Pan 402'));
    fireEvent.click(checkbox('Lechuga'));
    fireEvent.click(checkbox('Jalapeños'));
    const expected = productConfigToUnit(
      engine(burger, (s) => productConfigSetBase(s, 402), toggle(7003), toggle(7103)),
    );
    await addTap();

    expect(cartStore.cart.items).toHaveLength(1);
    const [item] = cartStore.cart.items;
    expect(item?.menuId).toBe(burger.id);
    expect(item?.units).toHaveLength(1);
    expect(item?.units[0]?.price).toBe(expected.price);
    expect(item?.units[0]?.price).toBe(349 + 50 + 40);
    expect(item?.units[0]?.options).toEqual(expected.options);
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['success', 'Producto agregado a tu bolsa'],
    ]);
    expect(checkbox('Lechuga').checked).toBe(true);
    expect(checkbox('Jalapeños').checked).toBe(false);
    expect(radio('Pan 401').checked).toBe(true);
    expect(total()).toBe('$3.49');
  });

  it("reads '¡Agregado!' for a moment after an add, then 'Agregar a mi bolsa' again", async () => {
    vi.useFakeTimers();
    try {
      renderConfigurator(fries);
      await addTap();
      expect(addButton().textContent).toBe('¡Agregado!');
      // still the add button: a second tap adds another
      await addTap();
      expect(cartStore.cart.items).toHaveLength(2);
      act(() => vi.advanceTimersByTime(ADDED_MOMENT_MS));
      expect(addButton().textContent).toBe('Agregar a mi bolsa');
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds quantity 3 as three units and resets the quantity to 1', async () => {
    renderConfigurator(burger);
    const quantity = screen.getByRole('group', { name: 'Cantidad' });
    expect(within(quantity).getByRole('button', { name: 'Quitar uno (Cantidad)' })).toHaveProperty(
      'disabled',
      true,
    );
    plus('Cantidad', 2);
    expect(within(quantity).getByRole('status').textContent).toBe('3');
    fireEvent.click(checkbox('Tocino'));
    const expected = engine(burger, toggle(7101), (s) => productConfigSetQuantity(s, 3));
    expect(total()).toBe(centsFormat(productConfigTotal(expected)));
    expect(total()).toBe('$13.44');
    await addTap();
    const [item] = cartStore.cart.items;
    expect(item?.units.map((u) => u.price)).toEqual([448, 448, 448]);
    expect(within(quantity).getByRole('status').textContent).toBe('1');
  });

  it('adds a simple product (PRD) with just a quantity: one row per unit', async () => {
    renderConfigurator(fries);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    plus('Cantidad', 2);
    expect(total()).toBe('$3.00');
    await addTap();
    expect(cartStore.cart.items.map((i) => [i.menuId, i.type, i.price])).toEqual([
      [fries.id, 'PRD', 100],
      [fries.id, 'PRD', 100],
      [fries.id, 'PRD', 100],
    ]);
  });
});
