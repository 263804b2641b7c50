import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Shop } from '../catalogs';
import {
  SHOPS_SEARCH_DEBOUNCE_MS,
  SHOPS_SEARCH_MIN_CHARS,
  SHOPS_SEARCH_THRESHOLD,
  shopDistanceKm,
  shopsList,
  shopsOrigin,
  shopsQueryReady,
} from './shops-list';
import { shopIdOf } from './shop-id';

function shop(id: number, name: string, extra: Partial<Shop> = {}): Shop {
  return {
    id: shopIdOf(id),
    code: `T${id}`,
    name,
    description: '',
    regionCode: 'SS',
    cityCode: 'SSA',
    latitude: null,
    longitude: null,
    completeAddress: '',
    searchString: 'Restaurante, Parqueo',
    pickupOptions: [],
    hours: [],
    ...extra,
  };
}

// a few of the demo chain's shops, with their kinds' search words
const shops: Shop[] = [
  shop(1, 'Galerías Escalón', {
    searchString: 'Food court, Centro comercial',
    latitude: 13.7031,
    longitude: -89.2279,
  }),
  shop(3, 'Centro Histórico', {
    searchString: 'Restaurante, Delivery, Parqueo',
    latitude: 13.6979,
    longitude: -89.1916,
  }),
  shop(5, 'Los Próceres Autoservicio', {
    searchString: 'Restaurante, Autoservicio, 24 horas, Nocturno, Delivery, Parqueo',
    latitude: 13.679,
    longitude: -89.225,
  }),
  shop(7, 'Plaza Mundo Soyapango', {
    cityCode: 'SOY',
    searchString: 'Restaurante, Autoservicio, Delivery, Parqueo',
    latitude: 13.7,
    longitude: -89.153,
  }),
  shop(9, 'La Gran Vía', {
    cityCode: 'ANC',
    regionCode: 'LL',
    searchString: 'Food court, Centro comercial',
    latitude: 13.6795,
    longitude: -89.253,
  }),
  shop(12, 'Lourdes Colón', {
    cityCode: 'CLN',
    regionCode: 'LL',
    searchString: 'Restaurante, Autoservicio, Delivery, Parqueo',
    latitude: 13.722,
    longitude: -89.365,
  }),
  // no coordinates in the catalogue
  shop(18, 'Aeropuerto Internacional', {
    cityCode: 'SLT',
    regionCode: 'LP',
    searchString: 'Kiosco, Aeropuerto',
  }),
];

const all = { cityCode: 'SYS', query: '', origin: null };
const ids = (items: { shop: Shop }[]) => items.map((i) => i.shop.id);
// Plaza Libertad, next to the Centro Histórico shop
const downtown = { latitude: 13.698, longitude: -89.1915 };

describe('shops search constants (§5.6, §9)', () => {
  it('acts from 3 characters, debounces 350 ms and keeps scores at most 0.35', () => {
    expect(SHOPS_SEARCH_MIN_CHARS).toBe(3);
    expect(SHOPS_SEARCH_DEBOUNCE_MS).toBe(350);
    expect(SHOPS_SEARCH_THRESHOLD).toBe(0.35);
  });

  it('counts characters without the surrounding spaces', () => {
    expect(shopsQueryReady('  ab  ')).toBe(false);
    expect(shopsQueryReady('abc')).toBe(true);
  });
});

describe('shopsList without a query (§2.11)', () => {
  it('shows every shop by name (es collation) when nothing narrows it', () => {
    const items = shopsList(shops, all);
    expect(items.map((i) => i.shop.name)).toEqual([
      'Aeropuerto Internacional',
      'Centro Histórico',
      'Galerías Escalón',
      'La Gran Vía',
      'Los Próceres Autoservicio',
      'Lourdes Colón',
      'Plaza Mundo Soyapango',
    ]);
    expect(items.every((i) => i.distanceKm === null && i.score === null)).toBe(true);
  });

  it('filters by the chosen city code', () => {
    expect(ids(shopsList(shops, { ...all, cityCode: 'SSA' }))).toEqual([3, 1, 5]);
    expect(ids(shopsList(shops, { ...all, cityCode: 'SOY' }))).toEqual([7]);
    expect(shopsList(shops, { ...all, cityCode: 'XXX' })).toEqual([]);
  });

  it('ignores a query under 3 characters and shows all', () => {
    expect(shopsList(shops, { ...all, query: 'zz' })).toHaveLength(shops.length);
    expect(shopsList(shops, { ...all, query: ' de ' })).toHaveLength(shops.length);
  });

  it('sorts by distance from a known origin, shops without coordinates last', () => {
    const items = shopsList(shops, { ...all, origin: downtown });
    expect(ids(items)).toEqual([3, 1, 7, 5, 9, 12, 18]);
    expect(items[0]!.distanceKm).toBeLessThan(0.1);
    expect(items.at(-1)!.distanceKm).toBeNull();
    const known = items.map((i) => i.distanceKm).filter((d): d is number => d !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
  });
});

describe('shopsList nearest first from the device (§5.6)', () => {
  // in Colón, west of the capital: its shop is nearest, the one in Soyapango farthest
  const colon = { latitude: 13.725, longitude: -89.36 };

  it('puts the nearest shop first without a search, within the city too', () => {
    const items = shopsList(shops, { ...all, origin: shopsOrigin(colon, downtown) });
    expect(ids(items)).toEqual([12, 9, 1, 5, 3, 7, 18]);
    const known = items.map((i) => i.distanceKm).filter((d): d is number => d !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(items.at(-1)!.distanceKm).toBeNull();
    const inCity = shopsList(shops, { ...all, cityCode: 'SSA', origin: colon });
    expect(inCity.map((i) => i.distanceKm)).toEqual(
      [...inCity.map((i) => i.distanceKm)].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)),
    );
  });

  it('goes back to the nearest first when a search is cleared', () => {
    const searching = shopsList(shops, { ...all, query: 'plaza', origin: colon });
    expect(searching.every((i) => i.score !== null)).toBe(true);
    const cleared = shopsList(shops, { ...all, query: '', origin: colon });
    expect(cleared.every((i) => i.score === null)).toBe(true);
    expect(ids(cleared)).toEqual(ids(shopsList(shops, { ...all, origin: colon })));
  });

  it("counts from the device's position first, else the chosen delivery location", () => {
    expect(shopsOrigin(colon, downtown)).toBe(colon);
    expect(shopsOrigin(null, downtown)).toBe(downtown);
    expect(shopsOrigin(null, null)).toBeNull();
  });
});

describe('shopsList with a query (§5.6)', () => {
  it('is accent- and case-insensitive on the name', () => {
    expect(ids(shopsList(shops, { ...all, query: 'centro historico' }))).toEqual([3]);
    expect(ids(shopsList(shops, { ...all, query: 'CENTRO HISTÓRICO' }))).toEqual([3]);
  });

  it('searches the search string: delivery finds the delivering shops', () => {
    expect(ids(shopsList(shops, { ...all, query: 'delivery' })).sort((a, b) => a - b)).toEqual([
      3, 5, 7, 12,
    ]);
    expect(ids(shopsList(shops, { ...all, query: 'Food court' })).sort((a, b) => a - b)).toEqual([
      1, 9,
    ]);
  });

  it('gives an empty list when nothing matches', () => {
    expect(shopsList(shops, { ...all, query: 'qwxz' })).toEqual([]);
  });

  it('keeps only scores at most 0.35: a loose fuzzy hit is dropped', () => {
    // 'escalon' loosely resembles 'Lourdes Colón' too, but far above the threshold
    expect(ids(shopsList(shops, { ...all, query: 'escalon' }))).toEqual([1]);
    for (const item of shopsList(shops, { ...all, query: 'restaurante' })) {
      expect(item.score).not.toBeNull();
      expect(item.score!).toBeLessThanOrEqual(SHOPS_SEARCH_THRESHOLD);
    }
  });

  it('sorts by score, not by distance, while searching', () => {
    // the one shop naming 'autoservicio' twice (name and search words) scores best
    const items = shopsList(shops, { ...all, query: 'autoservicio', origin: downtown });
    expect(items[0]!.shop.id).toBe(5);
    const scores = items.map((i) => i.score!);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(items.every((i) => i.distanceKm !== null)).toBe(true);
  });

  it('breaks equal scores by distance when the origin is known', () => {
    const items = shopsList(shops, { ...all, query: 'food court', origin: downtown });
    expect(ids(items)).toEqual([1, 9]);
    const far = { latitude: 13.6795, longitude: -89.26 };
    expect(ids(shopsList(shops, { ...all, query: 'food court', origin: far }))).toEqual([9, 1]);
  });

  it('applies the city filter to the matches', () => {
    expect(ids(shopsList(shops, { ...all, cityCode: 'CLN', query: 'delivery' }))).toEqual([12]);
    expect(shopsList(shops, { ...all, cityCode: 'SOY', query: 'food court' })).toEqual([]);
  });

  it('never lists a shop the unfiltered list lacks, whatever the query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom('SYS', 'SSA', 'ANC'), (q, c) => {
        const base = new Set(ids(shopsList(shops, { ...all, cityCode: c })));
        const found = shopsList(shops, { ...all, cityCode: c, query: q });
        return found.every((i) => base.has(i.shop.id)) && found.length <= base.size;
      }),
    );
  });
});

describe('shopDistanceKm (§3.2)', () => {
  it('needs both the origin and the shop coordinates', () => {
    expect(shopDistanceKm(shops[1]!, null)).toBeNull();
    expect(shopDistanceKm(shops[6]!, downtown)).toBeNull();
    // San Salvador downtown to Lourdes: about 19 km as the crow flies
    expect(shopDistanceKm(shops[5]!, downtown)).toBeGreaterThan(18);
    expect(shopDistanceKm(shops[5]!, downtown)).toBeLessThan(20);
  });
});
