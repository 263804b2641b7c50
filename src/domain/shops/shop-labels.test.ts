import { describe, expect, it } from 'vitest';
import type { City, Department } from '../catalogs';
import { shopDistanceText, shopPlaceLine, shopTitle } from './shop-labels';

const cities: City[] = [{ code: 'ANC', regionCode: 'LL', name: 'Antiguo Cuscatlán' }];
const departments: Department[] = [{ code: 'LL', name: 'La Libertad' }];

describe('shopTitle (§2.11)', () => {
  it('is the name, or the description when the name is empty', () => {
    expect(shopTitle({ name: 'La Gran Vía', description: 'Food court' })).toBe('La Gran Vía');
    expect(shopTitle({ name: '', description: 'Kiosco sala de abordaje' })).toBe(
      'Kiosco sala de abordaje',
    );
    expect(shopTitle({ name: '   ', description: ' Kiosco ' })).toBe('Kiosco');
  });
});

describe('shopPlaceLine (§2.11)', () => {
  it("writes 'city | region' by name", () => {
    expect(shopPlaceLine({ cityCode: 'ANC', regionCode: 'LL' }, cities, departments)).toBe(
      'Antiguo Cuscatlán | La Libertad',
    );
  });

  it('falls back to the codes the catalogues do not name', () => {
    expect(shopPlaceLine({ cityCode: 'SLT', regionCode: 'LL' }, cities, departments)).toBe(
      'SLT | La Libertad',
    );
    expect(shopPlaceLine({ cityCode: 'ANC', regionCode: 'LP' }, cities, [])).toBe(
      'Antiguo Cuscatlán | LP',
    );
  });
});

describe('shopDistanceText (§3.2)', () => {
  it('rounds to one decimal', () => {
    expect(shopDistanceText(2.345)).toBe('a 2.3 km');
    expect(shopDistanceText(0.04)).toBe('a 0.0 km');
    expect(shopDistanceText(12)).toBe('a 12.0 km');
  });
});
