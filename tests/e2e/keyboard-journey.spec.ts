import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';

// Issue 21: the order journey with the keyboard alone, on a phone (390x844) and a desktop
// (1366x768), from home to a placed order. After every navigation the focus is on the new
// page's heading (never the body); after every key press that puts the focus somewhere, that
// element is in sight (the element at its centre is itself, inside it, or its label: not a
// sticky bar or a toast). The key presses are counted per step and attached to the report.

const SUCCESS_TITLE = '¡Tu pedido ha sido procesado con éxito!';
/** A Tab walk longer than this means the target cannot be reached (or is buried). */
const MAX_TABS = 60;

interface Step {
  name: string;
  keys: string[];
}

interface FocusSeen {
  tag: string;
  text: string;
  /** null when in sight, else what covers its centre (or 'off screen') */
  hiddenBy: string | null;
}

/** What has the focus, and whether the customer can see it. */
function focusRead(page: Page): Promise<FocusSeen | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    // a page whose heading is for screen readers only (/opt-delivery): focus waits there,
    // unseen, and the next Tab goes on from it; it is not a control to see
    const srOnly = el.matches('main h1') && r.width <= 1 && r.height <= 1;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    const inSight =
      hit !== null && (el.contains(hit) || labels.some((label) => label.contains(hit)));
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      hiddenBy: inSight || srOnly ? null : hit ? hit.outerHTML.slice(0, 140) : 'off screen',
    };
  });
}

class KeyJourney {
  readonly steps: Step[] = [];

  constructor(private readonly page: Page) {}

  get total(): number {
    return this.steps.reduce((sum, step) => sum + step.keys.length, 0);
  }

  step(name: string): void {
    this.steps.push({ name, keys: [] });
  }

  private get current(): Step {
    const step = this.steps.at(-1);
    if (!step) throw new Error('no step started');
    return step;
  }

  /** One key press; whatever it focuses must be in sight. */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.current.keys.push(key);
    await this.expectFocusInSight(key);
  }

  /** A field's value, one key press per character. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.current.keys.push(...text.split(''));
  }

  /** Tab (or Shift+Tab) until `target` has the focus. */
  async tabTo(target: Locator, backwards = false): Promise<void> {
    for (let i = 0; i < MAX_TABS; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${target.toString()} not reached in ${MAX_TABS} presses`);
  }

  /** Arrow keys inside a group of radios until `target` has the focus (and so is chosen). */
  async arrowTo(target: Locator): Promise<void> {
    for (let i = 0; i < 10; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.press('ArrowDown');
    }
    throw new Error(`${target.toString()} not reached with the arrow keys`);
  }

  /** After a navigation: the focus is on the new page's heading, never on the body. */
  async arrive(heading: string | RegExp): Promise<void> {
    const h1 = this.page.locator('main h1');
    await expect(h1.first()).toHaveText(heading);
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return 'body';
          return el.matches('main h1') ? `h1: ${el.textContent}` : el.outerHTML.slice(0, 100);
        }),
      )
      .toMatch(typeof heading === 'string' ? `h1: ${heading}` : /^h1: /);
    await this.expectFocusInSight('arrival');
  }

  private async expectFocusInSight(after: string): Promise<void> {
    // the page settles first: its scroll to the top, a bar sliding in
    await expect
      .poll(
        async () => {
          const seen = await focusRead(this.page);
          return seen?.hiddenBy ? `${seen.tag} "${seen.text}" under ${seen.hiddenBy}` : null;
        },
        {
          message: `after ${after} in "${this.current.name}" the focused element is hidden`,
          timeout: 2_000,
        },
      )
      .toBeNull();
  }

  report(): string {
    const lines = this.steps.map(
      (s) => `  ${String(s.keys.length).padStart(3)}  ${s.name}: ${compress(s.keys).join(' ')}`,
    );
    return `${this.total} key presses\n${lines.join('\n')}`;
  }
}

/** 'Tab Tab Tab' reads 'Tab×3'. */
function compress(keys: readonly string[]): string[] {
  const out: string[] = [];
  let typed = '';
  for (let i = 0; i < keys.length;) {
    const key = keys[i]!;
    if (key.length === 1) {
      typed += key;
      i++;
      continue;
    }
    if (typed) out.push(`"${typed}"`);
    typed = '';
    let run = 1;
    while (keys[i + run] === key) run++;
    out.push(run > 1 ? `${key}×${run}` : key);
    i += run;
  }
  if (typed) out.push(`"${typed}"`);
  return out;
}

const main = (page: Page) => page.locator('main');

async function journey(page: Page, testInfo: TestInfo, escapeFirst: boolean) {
  const j = new KeyJourney(page);
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();

  j.step('inicio → Hamburguesas');
  await j.tabTo(
    main(page)
      .getByRole('link', { name: /^Hamburguesas/ })
      .first(),
  );
  await j.press('Enter');
  await j.arrive('Hamburguesas');

  j.step('categoría → Hamburguesa Clásica');
  await j.tabTo(
    main(page)
      .getByRole('link', { name: /^Hamburguesa Clásica/ })
      .first(),
  );
  await j.press('Enter');
  await j.arrive('Hamburguesa Clásica');

  j.step('producto: Tocino y agregar');
  await j.tabTo(page.getByRole('checkbox', { name: /^Tocino/ }));
  await j.press('Space');
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('$4.48');
  await j.tabTo(page.getByRole('button', { name: 'Agregar a mi bolsa' }));
  await j.press('Enter');
  await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();

  j.step('Ver mi bolsa y la venta sugerida');
  // the bag is docked at the head of the bar 'Agregar a mi bolsa' closes: back up to it
  // (it loads with the bag's first product: the customer sees it come before going to it)
  const bag = page.getByRole('button', { name: /Ver mi bolsa/ });
  await expect(bag).toBeVisible();
  await j.tabTo(bag, true);
  await j.press('Enter');
  const offer = page.getByRole('dialog', { name: 'Agregá un gustito' });
  await expect(offer).toBeVisible();
  if (escapeFirst) {
    // Escape closes the offer back to its opener, and the bag opens straight after
    await j.press('Escape');
    await expect(offer).toBeHidden();
    await expect(bag).toBeFocused();
    await j.press('Enter');
  } else {
    await j.tabTo(offer.getByRole('button', { name: 'No, gracias' }));
    await j.press('Enter');
  }
  await j.arrive('Mi bolsa');

  j.step('bolsa → tipo de entrega');
  await j.tabTo(page.getByRole('button', { name: 'Continuar' }));
  await j.press('Enter');
  await expect(page).not.toHaveURL(/\/cart$/);
  await j.arrive(/./);

  j.step('retirar en tienda');
  await j.tabTo(page.getByRole('button', { name: /Retirar en tienda/ }));
  await j.press('Enter');
  await j.arrive('Elige la tienda para retirar');

  j.step('buscar la tienda, saltar el mapa, elegirla');
  await j.tabTo(page.getByRole('searchbox', { name: 'Buscar tienda' }));
  await j.type('plaza mundo');
  const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
  await expect(card).toBeVisible();
  await j.tabTo(page.getByRole('link', { name: 'Saltar el mapa' }));
  await j.press('Enter');
  await j.tabTo(card.getByRole('button', { name: 'Retirar aquí' }));
  await j.press('Enter');
  // the pickup options are native radios: Tab reaches the group, the arrows choose
  const pickupDialog = page.getByRole('dialog');
  const onRadio = await page.evaluate(
    () => (document.activeElement as HTMLInputElement | null)?.type === 'radio',
  );
  if (!onRadio) await j.tabTo(pickupDialog.getByRole('radio').first());
  await j.arrowTo(pickupDialog.getByRole('radio', { name: 'Parqueo' }));
  await expect(pickupDialog.getByRole('radio', { name: 'Parqueo' })).toBeChecked();
  await j.tabTo(page.getByRole('button', { name: 'Confirmar' }));
  await j.press('Enter');
  await j.arrive(/./);

  j.step('datos personales');
  if (!/\/checkout$/.test(page.url())) {
    await j.tabTo(page.getByRole('button', { name: 'Continuar' }));
    await j.press('Enter');
    await j.arrive('Finalizar pedido');
  }
  await expect(page).toHaveURL(/\/checkout$/);
  for (const [label, value] of [
    ['Nombre', 'Ana'],
    ['Apellido', 'Martínez'],
    ['Correo electrónico', 'ana@example.com'],
    ['Teléfono', '71234567'],
  ] as const) {
    await j.tabTo(page.getByLabel(label, { exact: true }));
    await j.type(value);
  }
  await j.tabTo(page.getByRole('button', { name: 'Continuar' }));
  await j.press('Enter');

  j.step('pago y confirmar');
  const confirm = page.getByRole('button', { name: 'Confirmar pedido' });
  await expect(confirm).toBeVisible();
  await j.tabTo(confirm);
  await j.press('Enter');
  await expect(page.getByText(SUCCESS_TITLE)).toBeVisible();

  const report = j.report();
  console.log(`${testInfo.project.name} ${testInfo.title}: ${report}`);
  await testInfo.attach('teclas por paso', { body: report, contentType: 'text/plain' });
  return j.total;
}

test.describe('teléfono 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('del inicio a un pedido hecho solo con el teclado', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    expect(await journey(page, testInfo, false)).toBeGreaterThan(0);
  });
});

test.describe('escritorio 1366x768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('del inicio a un pedido hecho solo con el teclado', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    expect(await journey(page, testInfo, true)).toBeGreaterThan(0);
  });
});

test.describe('la bolsa flotante en el orden de lectura', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("'Ver mi bolsa' is read and reached right after the page, before the footer", async ({
    page,
  }) => {
    await page.goto('/menu/categoria/acompanamientos/producto/1001');
    await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
    await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();
    await page.goto('/menu/categoria/hamburguesas');
    // inside the page's main landmark (WCAG 1.3.1, 1.3.2)
    const bag = main(page).getByRole('button', { name: /Ver mi bolsa/ });
    await expect(bag).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    await expect(footerLink).toBeAttached();
    const bagFirst = await bag.evaluate(
      (button, link) =>
        !!(button.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await footerLink.elementHandle(),
    );
    expect(bagFirst, 'the bag button comes after the footer').toBe(true);
  });
});
