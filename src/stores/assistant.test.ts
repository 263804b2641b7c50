// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_DEFAULT } from '../domain/assistant/bot-position';

const KEY = 'assistant-settings';

/** The store as a new visit reads it. */
async function reload() {
  vi.resetModules();
  return import('./assistant');
}

describe('the assistant store (§3.9)', () => {
  beforeEach(() => localStorage.clear());

  it('starts shown, at the default place, closed', async () => {
    const { assistantStore } = await reload();
    expect(assistantStore.showBotButton).toBe(true);
    expect(assistantStore.botPosition).toEqual(BOT_DEFAULT);
    expect(assistantStore.menuOpen).toBe(false);
  });

  it('keeps the place and the visibility for the next visit', async () => {
    const first = await reload();
    first.assistantPositionSet({ X: 0, Y: 0.4 });
    first.assistantShowSet(false);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      showBotButton: false,
      botPosition: { X: 0, Y: 0.4 },
    });
    const second = await reload();
    expect(second.assistantStore.showBotButton).toBe(false);
    expect(second.assistantStore.botPosition).toEqual({ X: 0, Y: 0.4 });
  });

  it('reads bad JSON as the defaults', async () => {
    localStorage.setItem(KEY, '{"showBotButton":');
    const { assistantStore } = await reload();
    expect(assistantStore.showBotButton).toBe(true);
    expect(assistantStore.botPosition).toEqual(BOT_DEFAULT);
  });

  it('opening the question list shows a hidden button again, and stores it', async () => {
    const { assistantStore, assistantShowSet, assistantMenuOpenSet } = await reload();
    assistantShowSet(false);
    assistantMenuOpenSet(true);
    expect(assistantStore.menuOpen).toBe(true);
    expect(assistantStore.showBotButton).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY)!).showBotButton).toBe(true);
    // the open list is not stored: a new visit starts closed
    expect((await reload()).assistantStore.menuOpen).toBe(false);
  });
});
