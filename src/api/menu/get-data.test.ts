import { describe, expect, it } from 'vitest';
import { centsFromAmount } from '../../domain/money';
import { menuSample } from '../../test/menu-sample';
import { getDataResponseSchema, menuQueryOptions } from './get-data';

const parse = (payload: unknown) => getDataResponseSchema.parse(payload);

describe('data/getData adapter', () => {
  const menu = parse(menuSample);

  it('maps categories to readable names', () => {
    expect(menu.categories).toHaveLength(5);
    expect(menu.categories[1]).toEqual({
      id: 2,
      name: 'Pollo Frito',
      parentId: null,
      urlCode: 'Pollo',
      display: 'TODOS',
      kind: 'MEN',
      order: 2,
      images: { mediumJpg: '/img/categoria/2-md.jpg', mediumWebp: '/img/categoria/2-md.webp' },
    });
    expect(menu.categories[4]?.parentId).toBe(1);
  });

  it('maps products, prices in cents and flags', () => {
    const first = menu.products[0]!;
    expect(first).toMatchObject({
      id: 101,
      imageRef: 'P101',
      name: 'Hamburguesa Clásica',
      price: 350,
      categoryId: 10,
      type: 'PRD',
      geoRestricted: false,
      hidden: false,
      isNew: true,
      urlCode: 'clasica',
      breakfast: false,
      weekdays: [true, true, true, true, true, true, true],
    });
    expect(first.images.smallWebp).toBe('/img/producto/P101-sm.webp');
    expect(menu.products[1]?.price).toBe(centsFromAmount('4.75'));
    expect(menu.products.find((p) => p.id === 103)?.hidden).toBe(true);
    expect(menu.products.find((p) => p.id === 201)?.weekdays[6]).toBe(true);
  });

  it('maps combo options and their choices', () => {
    const combo = menu.products.find((p) => p.id === 202)!;
    expect(combo.options[0]).toMatchObject({ type: 'O', name: 'Bebida', defaultChoiceId: 11 });
    expect(combo.options[0]?.choices.map((c) => c.extraPrice)).toEqual([0, 75]);
  });

  it('drops a product row that lacks what the UI needs, keeping the rest', () => {
    expect(menu.products.some((p) => p.id === 999)).toBe(false);
    expect(menu.products).toHaveLength(7);
  });

  it('maps the rest of the menu data and the parameters', () => {
    expect(menu.sizes).toEqual([{ id: 1, menuId: 202, name: 'Mediano', extraPrice: 0, order: 1 }]);
    expect(menu.promotions[0]).toMatchObject({ id: 7, fixedPrice: 500, appliesTo: [101] });
    expect(menu.schedules).toEqual([{ menuId: 301, from: '07:00', to: '11:00' }]);
    expect(menu.optionGroups).toEqual([{ id: 1, name: 'Bebidas' }]);
    expect(menu.carousel).toEqual([101, 202]);
    expect(menu.currency).toEqual({ code: 'USD', symbol: '$' });
    expect(menu.parameters).toMatchObject({
      minimumOrder: 750,
      openingTime: '07:00',
      closingTime: '22:00',
      certificatesEnabled: true,
      pickupDisabled: false,
      dummyGateway: true,
      maxItems: 25,
      minFutureMinutes: 45,
      chainName: 'Burger Salvador',
    });
  });

  it('falls back to §9 defaults for missing parameters and optional lists', () => {
    const { data } = menuSample;
    const bare = parse({
      data: { categorias: data.categorias, menu: data.menu, parametros: { MAX_ITEMS: 'x' } },
    });
    expect(bare.sizes).toEqual([]);
    expect(bare.countryCode).toBe('SV');
    expect(bare.parameters).toMatchObject({
      minimumOrder: 750,
      maxItems: 25,
      breakfastEnd: '11:00',
    });
    expect(bare.parameters.certificatesEnabled).toBe(false);
  });

  it('reads the timed messages; a row with malformed DIAS or hours is dropped, not shown daily', () => {
    const row = (over: object) => ({
      TIPO: 'HOME',
      DIAS: '1,0,1,0,0,0,1',
      HORA_INICIO: '11:00',
      HORA_FIN: '20:00',
      MENSAJE: 'Hoy hay combo',
      ...over,
    });
    const { data } = menuSample;
    const read = parse({
      data: {
        ...data,
        mensajes: [
          row({}),
          row({ DIAS: '1,1,1' }),
          row({ DIAS: 'todos' }),
          row({ DIAS: null }),
          row({ HORA_FIN: '25:00' }),
          row({ TIPO: 'HOME_USER', MENSAJE: 'Solo clientes' }),
        ],
      },
    });
    expect(read.messages).toEqual([
      {
        type: 'HOME',
        weekdays: [true, false, true, false, false, false, true],
        start: '11:00',
        end: '20:00',
        text: 'Hoy hay combo',
      },
      expect.objectContaining({ type: 'HOME_USER', text: 'Solo clientes' }),
    ]);
  });

  it('reads the country code and the fake-cash flag (§1, §3.9)', () => {
    const { data } = menuSample;
    const gt = parse({
      data: {
        ...data,
        pais: { iso_code: 'GT' },
        parametros: { ...data.parametros, FAKE_CASH: 'S' },
      },
    });
    expect(gt.countryCode).toBe('GT');
    expect(gt.parameters.fakeCash).toBe(true);
    expect(menu.countryCode).toBe('SV');
    expect(menu.parameters.fakeCash).toBe(false);
  });

  it('rejects an answer without category or product lists', () => {
    expect(() => parse({ data: { categorias: [] } })).toThrow();
    expect(() => parse({ data: { menu: [], categorias: null } })).toThrow();
  });

  it('caches the menu indefinitely under the general key', () => {
    const options = menuQueryOptions();
    expect(options.queryKey).toEqual(['menu']);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.refetchOnWindowFocus).toBe('always');
  });
});
