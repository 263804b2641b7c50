// A filled bag for the /cart and /checkout figures: built once through the app as a customer
// would (a configured burger, fries, pickup at a shop), then read back from localStorage so
// every measured visit starts with the same stored state and nothing else.
import type { Page } from 'playwright-core';
import { benchBrowser, benchPhone } from './phone-browser.ts';

/** localStorage entries of the origin (the encrypted bag, its key, the delivery choice). */
export type StoredEntries = Record<string, string>;

const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar a mi bolsa' });

async function addProduct(page: Page, baseUrl: string, path: string) {
  await page.goto(new URL(path, baseUrl).href);
  const before = await page.evaluate(() => localStorage.getItem('cart-state'));
  await addButton(page).click();
  // the add went through once the stored (encrypted) bag changed
  await page.waitForFunction((prev) => localStorage.getItem('cart-state') !== prev, before);
}

async function choosePickup(page: Page, baseUrl: string) {
  await page.goto(new URL('/tiendas', baseUrl).href);
  await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
  const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
  await card.getByRole('button', { name: 'Retirar aquí' }).click();
  await page.getByRole('radio', { name: 'Parqueo' }).check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText('Retirarás tu pedido en Plaza Mundo Soyapango').first().waitFor();
}

/**
 * Fills a bag on the bench server and returns the origin's localStorage, or null (with the
 * reason on stderr) when the app's screens no longer answer to these steps.
 */
export async function seedBag(baseUrl: string): Promise<StoredEntries | null> {
  const browser = await benchBrowser();
  try {
    const context = await benchPhone(browser, {
      locale: 'es-SV',
      timezoneId: 'America/El_Salvador',
    });
    const page = await context.newPage();
    await addProduct(page, baseUrl, '/menu/categoria/hamburguesas/producto/1101');
    await addProduct(page, baseUrl, '/menu/categoria/acompanamientos/producto/1001');
    await choosePickup(page, baseUrl);
    return await page.evaluate(() => {
      const entries: Record<string, string> = {};
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key !== null) entries[key] = localStorage.getItem(key) ?? '';
      }
      return entries;
    });
  } catch (error) {
    console.error(`bag seed failed, /cart and /checkout measured without a bag: ${String(error)}`);
    return null;
  } finally {
    await browser.close();
  }
}
