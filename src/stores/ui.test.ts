import { beforeEach, describe, expect, it } from 'vitest';
import {
  helpOpenSet,
  loadingEnd,
  loadingStart,
  moreOpenSet,
  returnToSet,
  scrollDirectionSet,
  searchOpenSet,
  toastDismiss,
  toastPush,
  uiReset,
  uiStore,
} from './ui';

beforeEach(() => uiReset());

describe('ui store', () => {
  it('keeps at most three toasts, dropping the oldest', () => {
    for (const n of [1, 2, 3, 4]) toastPush('info', `Aviso ${n}`);
    expect(uiStore.toasts.map((t) => t.message)).toEqual(['Aviso 2', 'Aviso 3', 'Aviso 4']);
  });

  it('ignores duplicates and empty messages', () => {
    toastPush('error', 'Falló');
    toastPush('error', 'Falló ');
    toastPush('warning', '   ');
    expect(uiStore.toasts).toHaveLength(1);
    toastPush('warning', 'Falló');
    expect(uiStore.toasts).toHaveLength(2);
  });

  it('dismisses one toast by id', () => {
    toastPush('success', 'Uno');
    toastPush('success', 'Dos');
    toastDismiss(uiStore.toasts[0]!.id);
    expect(uiStore.toasts.map((t) => t.message)).toEqual(['Dos']);
  });

  it('never lets the loading counter go below zero', () => {
    loadingStart();
    loadingEnd();
    loadingEnd();
    expect(uiStore.loadingCount).toBe(0);
  });

  it('remembers the return-to page, the Más sheet and the scroll direction until reset', () => {
    returnToSet('/cart');
    moreOpenSet(true);
    scrollDirectionSet('down');
    expect(uiStore).toMatchObject({ returnTo: '/cart', moreOpen: true, scrollDirection: 'down' });
    uiReset();
    expect(uiStore).toMatchObject({ returnTo: null, moreOpen: false, scrollDirection: 'up' });
  });

  it("opens the search with the assistant's term, and a plain opening or closing clears it", () => {
    searchOpenSet(true, 'chivona');
    expect(uiStore).toMatchObject({ searchOpen: true, searchTerm: 'chivona' });
    searchOpenSet(false);
    expect(uiStore).toMatchObject({ searchOpen: false, searchTerm: '' });
    searchOpenSet(true, 'pollo');
    searchOpenSet(true);
    expect(uiStore.searchTerm).toBe('');
  });

  it('opens and closes the help dialog; a reset closes it', () => {
    helpOpenSet(true);
    expect(uiStore.helpOpen).toBe(true);
    uiReset();
    expect(uiStore.helpOpen).toBe(false);
  });
});
