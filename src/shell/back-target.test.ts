import { describe, expect, it } from 'vitest';
import { backTargetFor } from './back-target';

describe('backTargetFor (§2.3)', () => {
  it('goes home without history', () => {
    expect(backTargetFor('/coupons', false)).toEqual({ kind: 'path', to: '/' });
  });

  it('goes home from a category page even with history', () => {
    expect(backTargetFor('/menu/categoria/combos', true)).toEqual({ kind: 'path', to: '/' });
  });

  it('goes to the first main category from the cart', () => {
    expect(backTargetFor('/cart', true)).toEqual({ kind: 'first-category' });
    expect(backTargetFor('/cart/', false)).toEqual({ kind: 'first-category' });
  });

  it('goes home from static information pages', () => {
    for (const path of ['/preguntasFrecuentes', '/terminosDeUso', '/tiendas', '/acercaDe'])
      expect(backTargetFor(path, true), path).toEqual({ kind: 'path', to: '/' });
  });

  it('goes to /login from email-sent and updatepass', () => {
    expect(backTargetFor('/email-sent', true)).toEqual({ kind: 'path', to: '/login' });
    expect(backTargetFor('/updatepass/abc', false)).toEqual({ kind: 'path', to: '/login' });
  });

  it('otherwise goes one page back', () => {
    expect(backTargetFor('/menu/categoria/combos/producto/4', true)).toEqual({ kind: 'history' });
    expect(backTargetFor('/menu/categoria/combos/subcategoria/x', true)).toEqual({
      kind: 'history',
    });
    expect(backTargetFor('/coupons', true)).toEqual({ kind: 'history' });
  });
});
