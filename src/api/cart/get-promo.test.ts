import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { getPromo, getPromoResponseSchema, promoCodeQueryOptions } from './get-promo';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

describe('data/getPromo adapter', () => {
  it('gives data[0].I; an empty or missing list does not fit', () => {
    const parse = (data: unknown) =>
      getPromoResponseSchema.safeParse({ codigoRetorno: '00', data });
    expect(parse([{ I: '1901', D: 'Segundo combo' }, { I: 7 }])).toEqual({
      success: true,
      data: 1901,
    });
    expect(parse([]).success).toBe(false);
    expect(parse(undefined).success).toBe(false);
  });

  it('sends the trimmed code form-encoded as a guest call', async () => {
    fakeFetch(() => okAnswer({ data: [{ I: 1902 }] }));
    await expect(getPromo('  CAJA20 ')).resolves.toBe(1902);
    expect(sent[0]!.url).toBe('/api/data/getPromo');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    expect(String(sent[0]!.body)).toBe('codigo=CAJA20');
  });

  it("an unknown code rejects with the server's warning toast (§8.1 '01')", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'Código promocional no valido' }),
    );
    await expect(getPromo('NADA')).rejects.toMatchObject({
      code: '01',
      message: 'Código promocional no valido',
    });
    expect(uiStore.toasts).toMatchObject([
      { severity: 'warning', message: 'Código promocional no valido' },
    ]);
  });

  it('is keyed by the code as compared: trimmed, lower case', () => {
    expect(promoCodeQueryOptions(' Caja20 ').queryKey).toEqual(['promo-code', 'caja20']);
  });
});
