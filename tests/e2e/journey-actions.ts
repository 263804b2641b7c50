import { expect, type Locator } from '@playwright/test';

/** What a customer does with a finger or the keyboard, counted the way the issue counts it. */
export interface ActionCount {
  taps: number;
  entries: number;
  scrolls: number;
  drags: number;
}

/**
 * Drives a phone page as a customer would and counts every action: a tap, a text entry,
 * a scroll needed to bring the target on screen, a drag of the map. A target that is not
 * wholly on screen costs a scroll before its tap, so a layout that hides a button pays for
 * it in the count; a target covered by another element fails the tap.
 */
export class Journey {
  readonly count: ActionCount = { taps: 0, entries: 0, scrolls: 0, drags: 0 };
  readonly steps: string[] = [];

  get total(): number {
    const { taps, entries, scrolls, drags } = this.count;
    return taps + entries + scrolls + drags;
  }

  /** A tap on what the customer sees; scrolls first when it is off screen. */
  async tap(target: Locator, what: string): Promise<void> {
    await expect(target).toBeVisible();
    await this.bringOnScreen(target, what, true);
    await expect(target).toBeEnabled();
    await this.expectNotCovered(target, what);
    await target.tap();
    this.count.taps++;
    this.steps.push(`tap ${what}`);
  }

  /** Typing one field's value (autofill aside, one entry per field). */
  async enter(target: Locator, text: string, what: string): Promise<void> {
    await expect(target).toBeVisible();
    await this.bringOnScreen(target, what, false);
    await target.tap();
    await this.expectFieldNotCovered(target, what);
    await target.pressSequentially(text);
    this.count.entries++;
    this.steps.push(`enter ${what}`);
  }

  private async bringOnScreen(target: Locator, what: string, uncovered: boolean): Promise<void> {
    // the page settles first (its own smooth scroll to the top after a navigation, §2.3):
    // a button still passing under the sticky header is not yet on screen, and one caught on
    // screen before that scroll starts is not where the customer will find it (a field's
    // centre may hold its own floating label, so fields are only asked to be inside the
    // viewport)
    await this.scrollSettled(target);
    const onScreen = await expect
      .poll(
        () =>
          target.evaluate((el, uncovered) => {
            const r = el.getBoundingClientRect();
            if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
              return false;
            }
            if (!uncovered) return true;
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return top !== null && el.contains(top);
          }, uncovered),
        { timeout: 1_000 },
      )
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (onScreen) return;
    await target.scrollIntoViewIfNeeded();
    this.count.scrolls++;
    this.steps.push(`scroll to ${what}`);
  }

  /** Waits until the page has stopped scrolling: the same offset over 200 ms. */
  private async scrollSettled(target: Locator): Promise<void> {
    await expect
      .poll(
        () =>
          target.page().evaluate(async () => {
            const before = scrollY;
            await new Promise((resolve) => setTimeout(resolve, 200));
            return scrollY === before;
          }),
        { timeout: 5_000 },
      )
      .toBe(true);
  }

  /**
   * A focused field is not under a sticky bar: at its start and its centre, at mid height,
   * the element on top is the field, its label or the box that holds both (a floating label
   * sits over the field's centre).
   */
  private async expectFieldNotCovered(target: Locator, what: string): Promise<void> {
    const covered = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const holder = el.parentElement ?? el;
      const y = r.top + r.height / 2;
      for (const x of [r.left + 4, r.left + r.width / 2]) {
        const top = document.elementFromPoint(x, y);
        if (top === null) return 'nothing';
        if (!holder.contains(top)) return top.outerHTML.slice(0, 120);
      }
      return null;
    });
    expect(covered, `${what} is covered by another element`).toBeNull();
  }

  /** The element at the target's centre is the target itself or inside it (not a bar or toast). */
  private async expectNotCovered(target: Locator, what: string): Promise<void> {
    const covered = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === null || el.contains(top) ? null : top.outerHTML.slice(0, 120);
    });
    expect(covered, `${what} is covered by another element`).toBeNull();
  }
}
