import { describe, expect, it } from 'vitest';
import {
  categoryMatchesSlug,
  categorySlug,
  normalizeText,
  productMatchesParam,
  slugify,
} from './slug';

describe('normalizeText', () => {
  it('removes accents, diaeresis and case, and tidies spaces', () => {
    expect(normalizeText('  Jalapeño  PICANTE ')).toBe('jalapeno picante');
    expect(normalizeText('Pingüino Ñandú')).toBe('pinguino nandu');
    expect(normalizeText('Café\tcon\nleche')).toBe('cafe con leche');
  });

  it('keeps digits and punctuation used in searches such as prices', () => {
    expect(normalizeText('Combo $7.50')).toBe('combo $7.50');
  });
});

describe('slugify and categorySlug', () => {
  it('turns a category name into a slug', () => {
    expect(slugify('Hamburguesas')).toBe('hamburguesas');
    expect(slugify('  Menú   Infantil ')).toBe('menu-infantil');
    expect(slugify('Postres & Bebidas')).toBe('postres-bebidas');
    expect(slugify('Piñatas, fiestas!')).toBe('pinatas-fiestas');
    expect(slugify('Desayunos - Mañana')).toBe('desayunos-manana');
    expect(slugify('¿Qué?')).toBe('que');
  });

  it("prefers the category's own URL code, normalised the same way", () => {
    expect(categorySlug({ name: 'Menú Infantil', urlCode: null })).toBe('menu-infantil');
    expect(categorySlug({ name: 'Menú Infantil', urlCode: 'Kids Menú' })).toBe('kids-menu');
    expect(categorySlug({ name: 'Menú Infantil', urlCode: '   ' })).toBe('menu-infantil');
  });

  it('matches a route param against a category', () => {
    const category = { name: 'Pollo Frito', urlCode: null };
    expect(categoryMatchesSlug(category, 'pollo-frito')).toBe(true);
    expect(categoryMatchesSlug(category, 'Pollo Frito')).toBe(true);
    expect(categoryMatchesSlug(category, 'pollo')).toBe(false);
  });
});

describe('productMatchesParam', () => {
  const product = { id: 42, urlCode: 'Combo Clásico' };

  it('finds a product by numeric id', () => {
    expect(productMatchesParam(product, '42')).toBe(true);
    expect(productMatchesParam(product, '042')).toBe(true);
    expect(productMatchesParam(product, '43')).toBe(false);
  });

  it('finds a product by its normalised URL code', () => {
    expect(productMatchesParam(product, 'combo-clasico')).toBe(true);
    expect(productMatchesParam(product, 'COMBO-CLÁSICO')).toBe(true);
    expect(productMatchesParam(product, 'combo')).toBe(false);
  });

  it('never matches an empty code or a missing one', () => {
    expect(productMatchesParam({ id: 1, urlCode: null }, 'combo')).toBe(false);
    expect(productMatchesParam({ id: 1, urlCode: '!!' }, '')).toBe(false);
  });
});
