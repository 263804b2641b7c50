import { expect, type Locator, type Page } from '@playwright/test';

// The keyboard journey's driver (issue 21): key presses counted per step, the focus checked
// to be in sight after each, and arrival on a new page's heading.

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
    // a page whose heading is for screen readers only: focus waits there,
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

export class KeyJourney {
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
