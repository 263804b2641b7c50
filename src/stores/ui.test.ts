import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadingEnd,
  loadingStart,
  moreOpenSet,
  returnToSet,
  scrollDirectionSet,
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
});
