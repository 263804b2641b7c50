import { expect, test, type Page } from '@playwright/test';
import { registeredCustomer } from './customer.fixture';
import { addFries, choosePickup } from './journey-fixture';

// Issue 21 item 3 (WCAG 1.4.4, 1.4.10): at 320 CSS px wide, and on a phone with the browser's
// text at 200%, the order journey's pages scroll only up and down and show their heading whole.

const PAGES = [
  '/',
  '/menu/categoria/hamburguesas',
  '/menu/categoria/acompanamientos/producto/1001',
  '/cart',
  '/delivery',
  '/checkout',
];

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** the widest elements past the right edge, to say what grew the page */
  culprits: string[];
  heading: { text: string; clipped: boolean; left: number; right: number } | null;
}

async function overflowRead(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 1) return false;
        // inside a scroller of its own (a carousel, the subcategories) it does not widen the page
        for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.position === 'fixed') return false;
          if (up !== el && style.overflowX !== 'visible') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} (${Math.round(el.getBoundingClientRect().right)}px)`,
      );
    const h1 = document.querySelector('main h1');
    let heading = null;
    if (h1) {
      const r = h1.getBoundingClientRect();
      // clipped: its text is wider or taller than its box, or the box leaves the screen
      const clipped =
        h1.scrollWidth > h1.clientWidth + 1 ||
        h1.scrollHeight > h1.clientHeight + 1 ||
        r.left < -1 ||
        r.right > width + 1;
      heading = { text: h1.textContent ?? '', clipped, left: r.left, right: r.right };
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits, heading };
  });
}

/** The account's pages (issue 16): a guest's way in, then a logged-in customer's profile. */
const GUEST_ACCOUNT_PAGES = ['/login', '/signup-account', '/forgot-password'];
const CUSTOMER_PAGES = [
  '/profile/user-data',
  '/profile/change-password',
  '/profile/locations',
  '/profile/certificates',
  '/profile/delete-account',
  '/orders',
  '/favorites',
  '/coupons',
];

async function expectReflows(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page, `${path} redirige`).toHaveURL(new URL(path, page.url()).href);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const read = await overflowRead(page);
  expect.soft(read.heading, `${label} ${path}: sin h1`).not.toBeNull();
  expect
    .soft(
      read.scrollWidth,
      `${label} ${path}: desplazamiento horizontal (${read.scrollWidth} > ${read.clientWidth}): ${read.culprits.join(', ')}`,
    )
    .toBeLessThanOrEqual(read.clientWidth);
  expect
    .soft(read.heading?.clipped, `${label} ${path}: h1 recortado ${JSON.stringify(read.heading)}`)
    .toBe(false);
}

/** A pickup place and a bag, so /cart and /checkout show themselves rather than redirect. */
async function bagReady(page: Page) {
  await choosePickup(page);
  await addFries(page);
}

async function journeyPagesCheck(page: Page, label: string) {
  for (const path of PAGES) await expectReflows(page, path, label);
}

test.describe('320 CSS px de ancho', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('las seis páginas del pedido sin desplazamiento horizontal ni título recortado', async ({
    page,
  }) => {
    await bagReady(page);
    await journeyPagesCheck(page, '320 px');
  });
});

test.describe('texto al 200 % en un teléfono', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('las seis páginas del pedido sin desplazamiento horizontal ni título recortado', async ({
    page,
  }) => {
    await bagReady(page);
    // the browser's own text size setting (as a customer sets it): 32 px instead of 16 px
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await journeyPagesCheck(page, '200 %');
  });
});

test.describe('las páginas de la cuenta en un teléfono', () => {
  for (const width of [320, 390]) {
    test.describe(`${width} CSS px de ancho`, () => {
      test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

      test('sin desplazamiento horizontal ni título recortado', async ({ page }) => {
        test.setTimeout(60_000);
        for (const path of GUEST_ACCOUNT_PAGES) await expectReflows(page, path, `${width} px`);
        await registeredCustomer(page);
        for (const path of CUSTOMER_PAGES) await expectReflows(page, path, `${width} px`);
      });
    });
  }
});

/** One product of each kind in the seed (§2.9): simple, combo, fixed and half-and-half burger, assembled box. */
const PRODUCT_KINDS = [
  ['PRD', '/menu/categoria/acompanamientos/producto/1001'],
  ['CMB', '/menu/categoria/combos/producto/1301'],
  ['ESF', '/menu/categoria/hamburguesas/producto/1101'],
  ['ESM', '/menu/categoria/hamburguesas/producto/1125'],
  ['ATP', '/menu/categoria/pollo/producto/1241'],
] as const;

test.describe('cada tipo de producto con el texto al 200 %', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('las fichas de tamaño, pan y opciones se acomodan sin desplazamiento horizontal', async ({
    page,
  }) => {
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    for (const [kind, path] of PRODUCT_KINDS) await expectReflows(page, path, `200 % ${kind}`);
  });
});
