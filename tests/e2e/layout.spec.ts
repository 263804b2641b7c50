import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}

test.describe('layout and navigation (§2.1, §2.3)', () => {
  test('an unknown path lands on / with replace', async ({ page }) => {
    await page.goto('/no-existe/para-nada');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
  });

  test.describe('phone', () => {
    test.use({ viewport: PHONE });

    test('bottom navigation: five tabs, hidden while scrolling down, back on scroll up', async ({
      page,
    }) => {
      await ready(page, '/');
      await expect(page.getByText('Hola, amigo')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Navegación inferior' });
      await expect(nav).toBeVisible();
      const names = ['Mis pedidos', 'Mis Favoritos', 'Menú', 'Cupones', 'Más'];
      for (const name of names)
        await expect(nav.getByRole('listitem').getByText(name)).toBeVisible();
      await expect(nav.getByRole('listitem')).toHaveCount(5);
      // issue 34: a guest's 'Mis pedidos' shows the orders of this device
      await expect(nav.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute(
        'href',
        '/orders',
      );
      await page.mouse.wheel(0, 600);
      await expect(nav).toBeHidden();
      await page.mouse.wheel(0, -300);
      await expect(nav).toBeVisible();
    });

    test('Más sheet opens, closes with Escape and returns focus', async ({ page }) => {
      await ready(page, '/');
      const more = page
        .getByRole('navigation', { name: 'Navegación inferior' })
        .getByRole('button', { name: 'Más' });
      await more.click();
      const sheet = page.getByRole('dialog', { name: 'Más' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Agrega gift cards' })).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Ayuda' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(more).toBeFocused();
    });

    test("Ayuda opens the assistant's questions, with a call to an advisor", async ({ page }) => {
      await ready(page, '/');
      await page.getByRole('button', { name: 'Más' }).click();
      await page
        .getByRole('dialog', { name: 'Más' })
        .getByRole('button', { name: 'Ayuda' })
        .click();
      const help = page.getByRole('dialog', { name: '¿En qué te ayudamos?' });
      await expect(help.getByRole('link', { name: /Contactar a un asesor/ })).toHaveAttribute(
        'href',
        /^tel:/,
      );
    });

    test('footer is shown with phones, links and the legal line', async ({ page }) => {
      await ready(page, '/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer.getByText(/call center/)).toBeVisible();
      await expect(footer.getByText(/Eventos y piñatas/)).toBeVisible();
      await expect(
        // the promotions terms' own title, with the year of the server's clock (a Monday in 2026)
        footer.getByRole('link', { name: 'T&C de las Promociones 2026' }),
      ).toBeVisible();
      await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    });

    test('back button carries the page title and goes back', async ({ page }) => {
      await ready(page, '/');
      await page.locator('.category-card__link').first().click();
      await expect(page).toHaveURL(/\/menu\/categoria\//);
      const heading = await page.locator('main h1').first().innerText();
      const back = page.getByRole('banner').getByRole('button', { name: /^Volver:/ });
      // the document title follows the new page a moment after the address does
      await expect
        .poll(async () => ((await back.textContent()) ?? '').includes(await page.title()))
        .toBe(true);
      expect(heading.length).toBeGreaterThan(0);
      await back.click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a content page shows its title, also as document title', async ({ page }) => {
      await page.goto('/preguntasFrecuentes');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Preguntas frecuentes');
      await expect(
        page.getByRole('button', { name: 'Volver: Preguntas frecuentes' }),
      ).toBeVisible();
      await page.goto('/cart');
      await expect(page).toHaveTitle('Mi bolsa');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Buscar' })).toHaveCount(0);
    });

    test('profile and favorites are guarded for visitors', async ({ page }) => {
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/favorites');
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test.describe('desktop', () => {
    test.use({ viewport: DESKTOP });

    test('header: address banner, menu, coupons, more; no bottom nav; the footer', async ({
      page,
    }) => {
      await ready(page, '/');
      const header = page.getByRole('banner');
      await expect(header.getByText('Selecciona la tienda/el sitio de entrega')).toBeVisible();
      const nav = header.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Menú' })).toHaveAttribute(
        'href',
        /^\/menu\/categoria\/[a-z0-9-]+$/,
      );
      await expect(nav.getByRole('link', { name: 'Cupones' })).toHaveAttribute('href', '/coupons');
      await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toHaveCount(0);
      // issue 34: the desktop has the footer too, with the site's pages
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await nav.getByRole('button', { name: 'Más' }).click();
      await expect(page.getByRole('dialog', { name: 'Más' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('button', { name: 'Más' })).toBeFocused();
      await header.getByRole('link', { name: 'Cambiar' }).click();
      await expect(page).toHaveURL(/\/delivery$/);
      await expect(page).toHaveTitle('Entrega');
    });

    for (const width of [1024, 1280]) {
      test(`at ${width} px no control of the header lies over another`, async ({ page }) => {
        await page.setViewportSize({ width, height: 768 });
        await ready(page, '/');
        const header = page.getByRole('banner');
        const controls = [
          header.getByRole('link', { name: 'Cambiar' }),
          header.getByRole('link', { name: 'Menú' }),
          header.getByRole('link', { name: 'Cupones' }),
          header.getByRole('button', { name: 'Más' }),
          header.getByRole('button', { name: '¿Necesitas ayuda?' }),
          header.getByRole('button', { name: 'Buscar' }),
          header.getByRole('link', { name: 'Iniciar sesión' }),
        ];
        const boxes = [];
        for (const control of controls) {
          const box = await control.boundingBox();
          expect(box, String(control)).not.toBeNull();
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          boxes.push(box!);
        }
        for (let i = 1; i < boxes.length; i++)
          expect(
            boxes[i]!.x,
            `control ${i} starts after control ${i - 1} ends`,
          ).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
      });
    }

    test('the menu button opens the first category', async ({ page }) => {
      await ready(page, '/');
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Menú' })
        .click();
      await expect(page).toHaveURL(/\/menu\/categoria\//);
      await expect(page.getByText('Selecciona la tienda/el sitio de entrega')).toHaveCount(0);
    });
  });
});
