import { expect, test, type Page } from '@playwright/test';
import { saveAddress } from './addresses.fixture';
import { registeredCustomer } from './customer.fixture';
import { Journey } from './journey-actions';
import { ESCALON } from './journey-fixture';

// Issues 12 and 34: the phone journey a new customer takes, counted as the customer counts it.
// From home to the success screen for a burger with two changes (bacon added, no onion) plus
// a combo, delivered to an address searched on the map (no device location), the address line
// written, a guest's personal data, paid in cash, on a 390x844 touch screen: every tap, text
// entry, scroll needed to reach a control and map drag counts, and a control under another
// element fails. Commercial food apps take 18 to 22 actions for this; so must we.

const SUCCESS_TITLE = '¡Tu pedido ha sido procesado con éxito!';
/** The most actions the journey may take. */
const JOURNEY_CEILING = 22;
/**
 * The same order for a registered customer with a main address: the 8 taps of choosing the
 * food, the bag, 'Continuar' straight to the checkout, its 'Continuar' and 'Confirmar pedido',
 * nothing to type that the account already knows, and two scrolls (measured: the delivery
 * banner and the greeting a guest does not have put 'Hamburguesas' and 'Tocino' just below
 * the first view).
 */
const REGISTERED_CEILING = 14;

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});

const main = (page: Page) => page.locator('main');

/** A Hamburguesa Clásica with bacon and without onion, then a combo: from home to the bag. */
async function burgerAndCombo(page: Page, j: Journey) {
  // the burger, configured: bacon on top
  await j.tap(main(page).getByRole('link', { name: /^Hamburguesas/ }), 'Hamburguesas');
  await j.tap(
    main(page).getByRole('link', { name: /^Hamburguesa Clásica/ }),
    'Hamburguesa Clásica',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Hamburguesa Clásica' })).toBeVisible();
  await j.tap(page.getByRole('checkbox', { name: /^Tocino/ }), 'Tocino');
  await j.tap(page.getByRole('checkbox', { name: 'Cebolla', exact: true }), 'sin Cebolla');
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('$4.48');
  await j.tap(page.getByRole('button', { name: 'Agregar a mi bolsa' }), 'Agregar a mi bolsa');

  // on to the combos: 'Seguir comprando' offers the categories right after the add
  await j.tap(
    page
      .getByRole('navigation', { name: 'Seguir comprando' })
      .getByRole('link', { name: 'Combos' }),
    'Combos (Seguir comprando)',
  );
  await j.tap(main(page).getByRole('link', { name: /^Combo Hamburguesa Clásica/ }), 'Combo');
  await j.tap(page.getByRole('button', { name: 'Agregar a mi bolsa' }), 'Agregar a mi bolsa');
}

test('a configured burger and a combo delivered home take at most 22 actions', async ({ page }) => {
  test.setTimeout(90_000);
  const j = new Journey();
  await page.goto('/');

  await burgerAndCombo(page, j);

  // the bag (the suggested sale is a section of it, nothing to decline), then the service
  // and the place on one screen: Delivery is the service shown until pickup is chosen
  await j.tap(page.getByRole('button', { name: /Ver mi bolsa/ }), 'Ver mi bolsa');
  await expect(page.getByRole('heading', { name: 'Agregá un gustito' })).toBeVisible();
  await j.tap(page.getByRole('button', { name: 'Continuar' }), 'Continuar');
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.getByRole('button', { name: /^Delivery/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[data-map-ready="true"]').first()).toBeVisible({ timeout: 30_000 });
  // the place searched by name on the map, as the customer did (no device location)
  await j.enter(
    page.getByRole('combobox', { name: 'Buscar colonia, lugar o tienda' }),
    'escalon',
    'Buscar',
  );
  await j.tap(
    page
      .getByRole('listbox', { name: 'Resultados' })
      .getByRole('option', { name: /^Colonia Escalón/ })
      .first(),
    'Colonia Escalón',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
  await j.enter(page.getByLabel('Dirección', { exact: true }), 'Calle La Mascota #12', 'Dirección');
  await j.tap(page.getByRole('button', { name: 'Confirmar dirección' }), 'Confirmar dirección');

  // checkout as a guest, cash
  if (!/\/checkout$/.test(page.url())) {
    await j.tap(page.getByRole('button', { name: 'Continuar' }), 'Continuar (bolsa)');
  }
  await expect(page).toHaveURL(/\/checkout$/);
  const guest = page.getByRole('button', { name: 'Continuar como invitado' });
  if (await guest.isVisible()) await j.tap(guest, 'Continuar como invitado');
  await j.enter(page.getByLabel('Nombre', { exact: true }), 'Ana', 'Nombre');
  await j.enter(page.getByLabel('Apellido'), 'Martínez', 'Apellido');
  await j.enter(page.getByLabel('Correo electrónico'), 'ana@example.com', 'Correo');
  await j.enter(page.getByLabel('Teléfono'), '71234567', 'Teléfono');
  await j.tap(page.getByRole('button', { name: 'Continuar' }), 'Continuar (datos)');
  await j.tap(page.getByRole('button', { name: 'Confirmar pedido' }), 'Confirmar pedido');
  await expect(page.getByText(SUCCESS_TITLE)).toBeVisible();

  const { taps, entries, scrolls, drags } = j.count;
  console.log(
    `phone journey: ${j.total} actions (${taps} taps, ${entries} entries, ${scrolls} scrolls, ${drags} drags)\n  ${j.steps.join('\n  ')}`,
  );
  // Counted once the page has stopped scrolling. What took 28 before issue 34: three taps from
  // the burger back to the combos (now one, 'Seguir comprando'), 'No, gracias' to a modal
  // upsell (now a section of the bag), a screen of its own for delivery or pickup (now a
  // switch on /delivery, Delivery shown until pickup is chosen) and a scroll to 'Confirmar
  // pedido' below the fold (now it stays at the foot of the payment step).
  expect(j.total).toBeLessThanOrEqual(JOURNEY_CEILING);
});

test.describe('a registered customer with a main address', () => {
  test.use({ permissions: ['geolocation'], geolocation: ESCALON });

  test('the same order goes from the bag straight to the checkout: at most 14 actions', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // before the journey: an account with its main address (the first one saved)
    await registeredCustomer(page, 'jornada');
    await saveAddress(page, ESCALON, 'Calle La Mascota #12', 'Mi Casa');
    await expect(page.getByRole('list', { name: 'Mis direcciones' })).toContainText('Principal');
    await page.goto('/');

    const j = new Journey();
    await burgerAndCombo(page, j);
    await j.tap(page.getByRole('button', { name: /Ver mi bolsa/ }), 'Ver mi bolsa');
    await j.tap(page.getByRole('button', { name: 'Continuar' }), 'Continuar');
    // no stop on /delivery: the checkout, with the main address and its 'Cambiar'
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Resumen de tu pedido' })).toContainText(
      'Calle La Mascota #12',
    );
    // the account's data is already there; only what it lacks is typed
    for (const [label, value] of [
      ['Nombre', 'Ana'],
      ['Apellido', 'Martínez'],
      ['Teléfono', '71234567'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      if ((await field.inputValue()) === '') await j.enter(field, value, label);
    }
    await j.tap(page.getByRole('button', { name: 'Continuar' }), 'Continuar (datos)');
    await j.tap(page.getByRole('button', { name: 'Confirmar pedido' }), 'Confirmar pedido');
    await expect(page.getByText(SUCCESS_TITLE)).toBeVisible();

    const { taps, entries, scrolls, drags } = j.count;
    console.log(
      `registered journey: ${j.total} actions (${taps} taps, ${entries} entries, ${scrolls} scrolls, ${drags} drags)\n  ${j.steps.join('\n  ')}`,
    );
    expect(j.total).toBeLessThanOrEqual(REGISTERED_CEILING);
  });
});
