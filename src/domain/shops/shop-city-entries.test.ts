import { describe, expect, it } from 'vitest';
import type { City, Shop } from '../catalogs';
import { SHOP_CITY_ALL, shopCityEntries } from './shop-city-entries';

const cities: City[] = [
  { code: 'SYS', regionCode: 'SS', name: 'Sistema' },
  { code: 'SSA', regionCode: 'SS', name: 'San Salvador' },
  { code: 'ANC', regionCode: 'LL', name: 'Antiguo Cuscatlán' },
  { code: 'AHU', regionCode: 'AH', name: 'Ahuachapán' },
  { code: 'SOY', regionCode: 'SS', name: 'Soyapango' },
  { code: 'ZAC', regionCode: 'LP', name: 'Zacatecoluca' },
  { code: 'ILB', regionCode: 'CA', name: 'Ílobasco' },
  { code: 'ILO', regionCode: 'SS', name: 'Ilopango' },
];

const shopIn = (id: number, cityCode: string) => ({ id, cityCode }) as Shop;

describe('shopCityEntries (§2.11, §3.2)', () => {
  it("starts with 'Todas las ciudadades' counting every shop, then cities by name", () => {
    const shops = [shopIn(1, 'SSA'), shopIn(2, 'SSA'), shopIn(3, 'SOY'), shopIn(4, 'ANC')];
    expect(shopCityEntries(cities, shops)).toEqual([
      { id: 'SYS', name: 'Todas las ciudadades', count: 4 },
      { id: 'ANC', name: 'Antiguo Cuscatlán', count: 1 },
      { id: 'SSA', name: 'San Salvador', count: 2 },
      { id: 'SOY', name: 'Soyapango', count: 1 },
    ]);
  });

  it('leaves out the SYS city even when shops carry its code', () => {
    const entries = shopCityEntries(cities, [shopIn(1, 'SYS'), shopIn(2, 'SSA')]);
    expect(entries.filter((e) => e.id === SHOP_CITY_ALL)).toEqual([
      { id: 'SYS', name: 'Todas las ciudadades', count: 2 },
    ]);
    expect(entries.map((e) => e.name)).not.toContain('Sistema');
  });

  it('leaves out cities without shops, and shops of unknown cities count only in all', () => {
    const entries = shopCityEntries(cities, [shopIn(1, 'ZAC'), shopIn(2, 'XXX')]);
    expect(entries).toEqual([
      { id: 'SYS', name: 'Todas las ciudadades', count: 2 },
      { id: 'ZAC', name: 'Zacatecoluca', count: 1 },
    ]);
  });

  it('sorts accented names the Spanish way (Í beside I, not after Z)', () => {
    const shops = [shopIn(1, 'ZAC'), shopIn(2, 'ILO'), shopIn(3, 'ILB'), shopIn(4, 'AHU')];
    expect(shopCityEntries(cities, shops).map((e) => e.name)).toEqual([
      'Todas las ciudadades',
      'Ahuachapán',
      'Ílobasco',
      'Ilopango',
      'Zacatecoluca',
    ]);
  });

  it('lists a repeated city once', () => {
    const twice = [...cities, { code: 'SSA', regionCode: 'SS', name: 'San Salvador' }];
    expect(shopCityEntries(twice, [shopIn(1, 'SSA')])).toHaveLength(2);
  });

  it('offers only the all entry with no shops', () => {
    expect(shopCityEntries(cities, [])).toEqual([
      { id: 'SYS', name: 'Todas las ciudadades', count: 0 },
    ]);
  });
});
