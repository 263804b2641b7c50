import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Coverage } from '../../domain/geo/coverage';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { ApiError } from '../api-error';
import { transportSet } from '../transport';
import {
  coverageQueryOptions,
  validaCobertura,
  validaCoberturaResponseSchema,
} from './valida-cobertura';
import { shopIdOf } from '../../domain/shops/shop-id';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

const NO_WARRANTY =
  'Esta orden no cuenta con garantía de 30 minutos pero estamos trabajando para servirte en el menor tiempo posible!';

// what the server answers for Ciudad Universitaria (docs/protocol.md "Geo calls")
const campus: Coverage = {
  id: 0,
  tag: '',
  main: false,
  address: '',
  reference: '',
  latitude: 13.7185,
  longitude: -89.203,
  isDeliveryPoint: true,
  deliveryPoints: [
    {
      id: 1,
      index: 0,
      districtCode: 'SSA-CUN',
      streetCode: '',
      district: 'Ciudad Universitaria',
      description: 'Portón principal Universidad de El Salvador',
      latitude: 13.7163,
      longitude: -89.2041,
      zone: 'Z-SS-05',
    },
    {
      id: 2,
      index: 1,
      districtCode: 'SSA-CUN',
      streetCode: '',
      district: 'Ciudad Universitaria',
      description: 'Portón Facultad de Medicina',
      latitude: 13.7198,
      longitude: -89.2012,
      zone: 'Z-SS-05',
    },
  ],
  district: 'Ciudad Universitaria',
  districtCode: 'SSA-CUN',
  shop: shopIdOf(6),
  shopName: 'Mejicanos',
  street: '',
  streetCode: '',
  systemTime: '2026-11-23T12:00:00-06:00',
  quadrant: 'TDA-SS06',
  zone: 'Z-SS-05',
  pickupShop: false,
  appliesWarranty: true,
  scheduleRestriction: false,
  restrictionCode: null,
  typeOfWarranty: '30MIN',
  messageOfWarranty: '',
};

describe('geo/validaCobertura adapter', () => {
  it('reads the coverage result as the server sends it', () => {
    expect(validaCoberturaResponseSchema.parse({ codigoRetorno: '00', data: campus })).toEqual(
      campus,
    );
  });

  it('reads no coverage as null', () => {
    const answer = {
      codigoRetorno: '00',
      mensajeRetorno: 'La dirección seleccionada no cuenta con cobertura',
      data: null,
    };
    expect(validaCoberturaResponseSchema.parse(answer)).toBeNull();
    expect(validaCoberturaResponseSchema.parse({ codigoRetorno: '00' })).toBeNull();
  });

  it('takes numbers as text and S/N flags, and fills what is missing', () => {
    const parsed = validaCoberturaResponseSchema.parse({
      codigoRetorno: '00',
      data: {
        latitude: '13.489',
        longitude: '-89.322',
        shop: '13',
        shopName: 'Puerto de La Libertad',
        zone: 'Z-LL-05',
        appliesWarranty: 'N',
        scheduleRestriction: false,
        restrictionCode: '100',
        typeOfWarranty: 'SIN',
        messageOfWarranty: NO_WARRANTY,
      },
    });
    expect(parsed).toEqual({
      id: 0,
      tag: '',
      main: false,
      address: '',
      reference: '',
      latitude: 13.489,
      longitude: -89.322,
      isDeliveryPoint: false,
      deliveryPoints: [],
      district: '',
      districtCode: '',
      shop: shopIdOf(13),
      shopName: 'Puerto de La Libertad',
      street: '',
      streetCode: '',
      systemTime: '',
      quadrant: '',
      zone: 'Z-LL-05',
      pickupShop: false,
      appliesWarranty: false,
      scheduleRestriction: false,
      restrictionCode: 100,
      typeOfWarranty: 'SIN',
      messageOfWarranty: NO_WARRANTY,
    });
  });

  it('drops delivery points that do not fit and numbers the rest in order', () => {
    const [first, second] = campus.deliveryPoints;
    const parsed = validaCoberturaResponseSchema.parse({
      codigoRetorno: '00',
      data: {
        ...campus,
        deliveryPoints: [
          { ...first, latitude: 'norte' },
          { ...second, index: 7 },
        ],
      },
    });
    expect(parsed?.deliveryPoints).toEqual([{ ...second, index: 0 }]);
    expect(parsed?.isDeliveryPoint).toBe(true);
  });

  it('refuses a coverage without coordinates or shop', () => {
    for (const data of [
      { ...campus, shop: null },
      { ...campus, latitude: undefined },
      { ...campus, longitude: 'oeste' },
      [campus],
    ])
      expect(validaCoberturaResponseSchema.safeParse({ codigoRetorno: '00', data }).success).toBe(
        false,
      );
  });

  it('sends latitud and longitud as a guest form call', async () => {
    fakeFetch(() => okAnswer({ data: campus }));
    expect(await validaCobertura({ latitude: 13.7185, longitude: -89.203 })).toEqual(campus);
    expect(sent[0]!.url).toBe('/api/geo/validaCobertura');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    const body = sent[0]!.body as URLSearchParams;
    expect([body.get('latitud'), body.get('longitud')]).toEqual(['13.7185', '-89.203']);
  });

  it('answers null without coverage and shows no toast (the screen says it)', async () => {
    fakeFetch(() =>
      okAnswer({ mensajeRetorno: 'La dirección seleccionada no cuenta con cobertura', data: null }),
    );
    expect(await validaCobertura({ latitude: 13.7, longitude: -89.52 })).toBeNull();
    expect(uiStore.toasts).toEqual([]);
  });

  it('rejects on a bad-coordinates answer with the server message', async () => {
    const message = 'Solicitud inválida: latitud: La latitud debe estar entre -90 y 90';
    fakeFetch(() => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: message }, 400));
    const error = await validaCobertura({ latitude: 91, longitude: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });
});

describe('coverageQueryOptions', () => {
  it('keys by the coordinates to 6 decimals, fresh for 5 minutes', () => {
    const options = coverageQueryOptions({ latitude: 13.70650049, longitude: -89.23899951 });
    expect(options.queryKey).toEqual(['geo', 'coverage', 13.7065, -89.239]);
    expect(options.staleTime).toBe(300_000);
    const same = coverageQueryOptions({ latitude: 13.7065004, longitude: -89.2389996 });
    expect(same.queryKey).toEqual(options.queryKey);
    const next = coverageQueryOptions({ latitude: 13.706501, longitude: -89.239 });
    expect(next.queryKey).not.toEqual(options.queryKey);
  });

  it('asks about the rounded place', async () => {
    fakeFetch(() => okAnswer({ data: null }));
    const options = coverageQueryOptions({ latitude: 13.70650049, longitude: -89.23899951 });
    const fn = options.queryFn as () => Promise<unknown>;
    expect(await fn()).toBeNull();
    const body = sent[0]!.body as URLSearchParams;
    expect([body.get('latitud'), body.get('longitud')]).toEqual(['13.7065', '-89.239']);
  });
});
