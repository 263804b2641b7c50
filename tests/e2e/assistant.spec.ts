import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeInject } from './axe-inject';

// Issue 18 (§2.6, §3.9, §4.10, §9): the floating help assistant and the help dialog.

const bot = (page: Page) => page.getByRole('button', { name: 'Asistente de ayuda' });
const menu = (page: Page) => page.getByRole('dialog', { name: '¿En qué te ayudamos?' });
const help = (page: Page) => page.getByRole('dialog', { name: '¿Qué necesitas?' });

/** The stored settings (§3.9 'assistant-settings'). */
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('assistant-settings') ?? 'null') as unknown);

/** Opens a page and moves the pointer over it: the assistant loads on a first interaction. */
async function visit(page: Page, path = '/') {
  await page.goto(path);
  await page.mouse.move(5, 400);
}

/** A new visit to the same page. */
async function reload(page: Page) {
  await page.reload();
  await page.mouse.move(6, 420);
}

async function box(page: Page) {
  const b = await bot(page).boundingBox();
  if (!b) throw new Error('el asistente no está en la pantalla');
  return b;
}

/** The demo chain's help situations, as data/getContenido serves them. */
const HELP = (
  JSON.parse(
    readFileSync(new URL('../../server/seed/demo-chain.json', import.meta.url), 'utf8'),
  ) as { contenido: { ayuda: { I: number; PREGUNTA: string; RESPUESTA: string }[] } }
).contenido.ayuda;
const paragraphs = (answer: string) => answer.split(/\n\s*\n/).map((p) => p.trim());

async function expectAxeClean(page: Page, label: string) {
  // colours are judged once the dialogs' fade-ins are over
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await axeInject(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    const results = (await axe.run(document)) as {
      violations: { id: string; nodes: { target: unknown }[] }[];
    };
    return results.violations.map(
      (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
  });
  expect(violations, label).toEqual([]);
}

test.describe('on a phone (390x844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a drag to the left half snaps to the left edge, and the place is kept', async ({
    page,
  }) => {
    await visit(page);
    await expect(bot(page)).toBeVisible();
    // §4.10 the default: the right edge, two thirds down; on a phone it rests hidden to that
    // edge, a 24 px tab, so that it never sits on a card's price or heart
    await expect(bot(page)).toHaveAttribute('data-hidden', 'true');
    const start = await box(page);
    expect(start.x).toBeCloseTo(390 - 24, 0);
    expect(start.y + start.height / 2).toBeCloseTo((844 * 2) / 3, -1);

    // a finger drags it by its tab to the left half, a little higher
    const cdp = await page.context().newCDPSession(page);
    const from = { x: 390 - 12, y: start.y + 32 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let i = 1; i <= 6; i += 1)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x - i * 40, y: from.y - i * 10 }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect(bot(page)).toHaveAttribute('data-side', 'left');
    await expect.poll(async () => (await box(page)).x).toBeCloseTo(4, 0);
    const dropped = await box(page);
    expect(dropped.y).toBeCloseTo(start.y - 60, -1);
    // a drag is not a tap: the question list stays closed
    await expect(menu(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ showBotButton: true, botPosition: { X: 0 } });

    await reload(page);
    await expect(bot(page)).toHaveAttribute('data-side', 'left');
    await expect(bot(page)).toHaveAttribute('data-hidden', 'true');
    const again = await box(page);
    // resting again: its tab at the left edge
    expect(again.x + again.width).toBeCloseTo(24, 0);
    expect(again.y).toBeCloseTo(dropped.y, 0);
  });

  test('the product question: the 3-character warning, then the search with the term', async ({
    page,
  }) => {
    await visit(page);
    await bot(page).tap();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole('button', { name: 'No encuentro un producto' }).tap();
    const question = menu(page).getByLabel('Qué producto estás buscando?');
    await expect(question).toBeFocused();
    await question.fill('ch');
    await menu(page).getByRole('button', { name: 'Buscar' }).tap();
    await expect(menu(page).getByRole('alert')).toHaveText('Debes ingresar al menos 3 caracteres.');
    await expect(question).toHaveAttribute('aria-invalid', 'true');

    await question.fill('chivona');
    await menu(page).getByRole('button', { name: 'Buscar' }).tap();
    await expect(menu(page)).toBeHidden();
    const search = page.getByRole('dialog', { name: 'Buscar' });
    await expect(search.getByRole('searchbox', { name: 'Buscar en el menú' })).toHaveValue(
      'chivona',
    );
    await expect(search.getByRole('link', { name: /La Chivona/ }).first()).toBeVisible();
  });

  test("'Más' hides the assistant, a reload keeps it hidden, and brings it back", async ({
    page,
  }) => {
    await visit(page);
    await expect(bot(page)).toBeVisible();
    const more = page.getByRole('navigation').getByRole('button', { name: 'Más' });
    await more.tap();
    await page.getByRole('button', { name: 'Ocultar asistente' }).tap();
    await expect(bot(page)).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ showBotButton: false });

    await reload(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(bot(page)).toHaveCount(0);

    await more.tap();
    await page.getByRole('button', { name: 'Mostrar asistente' }).tap();
    await expect(bot(page)).toBeVisible();
    // 'Ayuda' opens the question list
    await more.tap();
    await page.getByRole('dialog', { name: 'Más' }).getByRole('button', { name: 'Ayuda' }).tap();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: /Contactar a un asesor/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
  });

  test('the help dialog and the question list are accessible', async ({ page }) => {
    await visit(page);
    await bot(page).tap();
    await expect(menu(page).getByRole('link', { name: 'Ver el menú en tienda' })).toBeVisible();
    await expectAxeClean(page, 'lista de preguntas (teléfono)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '¿Necesitas ayuda?' }).tap();
    await expect(help(page).getByRole('button', { name: HELP[0]!.PREGUNTA })).toBeVisible();
    await expectAxeClean(page, 'diálogo de ayuda (teléfono)');
  });
});

test.describe('on a desktop screen (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a mouse drags it to the left edge, kept online and offline; a click opens it', async ({
    page,
  }) => {
    await visit(page);
    await expect(bot(page)).toBeVisible();
    const start = await box(page);
    expect(start.x + start.width).toBeCloseTo(1280 - 4, 0);
    await page.mouse.move(start.x + 32, start.y + 32);
    await page.mouse.down();
    await page.mouse.move(500, 300, { steps: 8 });
    await page.mouse.up();
    await expect(bot(page)).toHaveAttribute('data-side', 'left');
    await expect(menu(page)).toBeHidden();
    await expect.poll(async () => (await box(page)).x).toBeCloseTo(4, 0);
    expect((await box(page)).y).toBeCloseTo(300 - 32, 0);

    await reload(page);
    await expect(bot(page)).toHaveAttribute('data-side', 'left');
    expect((await box(page)).y).toBeCloseTo(300 - 32, 0);
    // offline, a later visit (served by the app's worker) finds it where it was left
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.context().setOffline(true);
    await reload(page);
    await expect(bot(page)).toHaveAttribute('data-side', 'left');
    expect((await box(page)).y).toBeCloseTo(300 - 32, 0);
    await page.context().setOffline(false);
    await bot(page).click();
    await expect(menu(page)).toBeVisible();
  });

  test('keyboard only: arrows move it, Enter opens, Escape closes and focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    // a first key loads the assistant, which is then the page's last stop
    await page.keyboard.press('Shift');
    await expect(bot(page)).toBeVisible();
    for (
      let i = 0;
      i < 10 && !(await bot(page).evaluate((el) => el === document.activeElement));
      i += 1
    )
      await page.keyboard.press('Shift+Tab');
    await expect(bot(page)).toBeFocused();
    await expect(bot(page)).toHaveAccessibleDescription(/flechas/);

    const start = await box(page);
    await page.keyboard.press('ArrowLeft');
    await expect(bot(page)).toHaveAttribute('data-side', 'left');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await box(page)).y).toBeCloseTo(start.y - 48, 0);
    await expect(page.getByText('Asistente más arriba')).toBeAttached();
    expect(await stored(page)).toMatchObject({ botPosition: { X: 0 } });

    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(
      menu(page).getByRole('button', { name: 'No encuentro un producto' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(bot(page)).toBeFocused();
    // §4.10 2 s after closing it hides to its edge, yet with the keyboard's focus it shows
    await expect(bot(page)).toHaveAttribute('data-hidden', 'true', { timeout: 4000 });
    await expect.poll(async () => (await box(page)).x).toBeCloseTo(4, 0);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(async () => (await box(page)).x + 48).toBeLessThan(30);
  });

  test('the help dialog: situations, an answer, back, and closing clears the choice', async ({
    page,
  }) => {
    await visit(page);
    const opener = page.getByRole('banner').getByRole('button', { name: '¿Necesitas ayuda?' });
    await opener.click();
    await expect(help(page)).toBeVisible();
    for (const topic of HELP)
      await expect(help(page).getByRole('button', { name: topic.PREGUNTA })).toBeVisible();
    await expect(help(page).getByRole('link', { name: /Llama al/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );

    await help(page).getByRole('button', { name: HELP[0]!.PREGUNTA }).click();
    await expect(help(page).getByRole('heading', { name: HELP[0]!.PREGUNTA })).toBeFocused();
    await expect(help(page).getByText(paragraphs(HELP[0]!.RESPUESTA).at(-1)!)).toBeVisible();
    await expectAxeClean(page, 'respuesta de ayuda (escritorio)');
    await help(page).getByRole('button', { name: 'Volver a inicio' }).click();
    await expect(help(page).getByRole('button', { name: HELP[0]!.PREGUNTA })).toBeFocused();

    await help(page).getByRole('button', { name: HELP[1]!.PREGUNTA }).click();
    await expect(help(page).getByText(paragraphs(HELP[1]!.RESPUESTA)[0]!)).toBeVisible();
    await help(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(help(page)).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(help(page).getByRole('button', { name: HELP[1]!.PREGUNTA })).toBeVisible();
    await expect(help(page).getByText(paragraphs(HELP[1]!.RESPUESTA)[0]!)).toBeHidden();

    await help(page).getByRole('button', { name: 'Cerrar' }).click();
    await bot(page).click();
    await expect(menu(page)).toBeVisible();
    await expectAxeClean(page, 'lista de preguntas (escritorio)');
  });

  test('help never dead-ends: an error offers a retry and the call centre', async ({ page }) => {
    await page.route('**/api/data/getContenido', (route) => route.fulfill({ status: 503 }));
    await visit(page);
    await page.getByRole('banner').getByRole('button', { name: '¿Necesitas ayuda?' }).click();
    await expect(help(page).getByRole('alert')).toHaveText('No pudimos cargar la ayuda.', {
      timeout: 15_000,
    });
    await expect(help(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(help(page).getByRole('link', { name: /Llama al/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await page.unroute('**/api/data/getContenido');
    await help(page).getByRole('button', { name: 'Reintentar' }).click();
    await expect(help(page).getByRole('button', { name: HELP[0]!.PREGUNTA })).toBeVisible();
  });
});
