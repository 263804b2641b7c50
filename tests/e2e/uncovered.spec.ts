import { expect, test, type Page } from '@playwright/test';
import { registeredCustomer } from './customer.fixture';
import { addFries, choosePickup, openCheckout, sendPersonalData } from './journey-fixture';

// Issue 34 item 7: on a phone nothing floating (the mascot, the bag button, the bottom
// navigation, sticky bars, toasts) sits over a control or a price the customer needs: each one,
// scrolled to the middle of the screen, is the element found at its own centre.

const GUEST_PAGES = [
  '/',
  '/delivery',
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

/**
 * The controls and prices of the page that a floating element covers, described. Two ways a
 * customer meets one: a control no scroll brings clear of the bars (tried in the middle of the
 * screen and at its foot, above the bars the page pads for), and a control a small floating
 * thing (the mascot: narrower than the screen) sits on while the page is read from top to end.
 */
function coveredRead(page: Page): Promise<{ unreachable: string[]; passedOver: string[] }> {
  return page.evaluate(() => {
    const TARGETS =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=checkbox], [role=radio], [role=button], [class*="price"]';
    const floatingOf = (el: Element): Element | null => {
      for (let up: Element | null = el; up; up = up.parentElement) {
        const position = getComputedStyle(up).position;
        if (position === 'fixed' || position === 'sticky') return up;
      }
      return null;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`;
    /** what floats over the target's centre now, if anything */
    const coverOf = (el: Element): Element | null => {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return null;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) return null;
      if (hit instanceof HTMLLabelElement && hit.control === el) return null;
      // only a floating element counts as covering (a carousel's neighbour is not one)
      return floatingOf(hit) ? hit : null;
    };
    const targets = [...document.querySelectorAll(TARGETS)].filter((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.width >= 2 &&
        box.height >= 2 &&
        el.checkVisibility({ opacityProperty: false }) &&
        !floatingOf(el)
      );
    });
    const covered = new Set<string>();
    const passedOver = new Set<string>();
    // at once ('instant'): the page's own smooth scrolling would leave it where it was
    for (const el of targets) {
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      if (!coverOf(el)) continue;
      el.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
      const cover = coverOf(el);
      if (cover) covered.add(`${describe(el)} bajo ${describe(cover)}`);
    }
    const end = document.scrollingElement?.scrollHeight ?? 0;
    for (let top = 0; top < end; top += Math.round(innerHeight / 3)) {
      window.scrollTo({ top, behavior: 'instant' });
      for (const el of targets) {
        const cover = coverOf(el);
        const bar = cover && floatingOf(cover);
        if (bar && bar.getBoundingClientRect().width < innerWidth * 0.6) {
          passedOver.add(`${describe(el)} bajo ${describe(cover)}`);
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { unreachable: [...covered], passedOver: [...passedOver] };
  });
}

async function expectUncovered(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page, `${path} redirige`).toHaveURL(new URL(path, page.url()).href);
  await expect(page.locator('main h1').first()).toBeVisible();
  // the assistant loads on a first interaction
  await page.mouse.move(5, 400);
  await page.waitForLoadState('networkidle');
  const { unreachable, passedOver } = await coveredRead(page);
  expect.soft(unreachable, `${label} ${path}: cubierto`).toEqual([]);
  // nor what a small floating thing (the mascot) rests on while the page is read
  expect.soft(passedOver, `${label} ${path}: bajo el asistente`).toEqual([]);
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
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('al abrirse se ve y su título toma el foco', async ({ page }) => {
    await choosePickup(page);
    await addFries(page, 6);
    await openCheckout(page);
    await sendPersonalData(page);
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const title = page.getByRole('heading', { name: /^Pago con tarjeta · Pedido #/ });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page.locator('iframe[title="Pago con tarjeta"]')).toBeInViewport();
  });
});
