import { describe, expect, test } from 'vitest';
import { BODY_PARAM, bodyCacheKey, isMenuCall, MENU_CALLS, sha256Hex } from './cache-key';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const URL_GET_DATA = 'https://tienda.example/api/data/getData';

describe('sha256Hex', () => {
  test('hashes strings and bytes alike', async () => {
    expect(await sha256Hex('')).toBe(EMPTY_SHA256);
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(await sha256Hex('abc'));
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer)).toBe(await sha256Hex('abc'));
  });
});

describe('bodyCacheKey', () => {
  test('is the URL plus the body hash, a valid GET URL', async () => {
    const key = await bodyCacheKey(URL_GET_DATA, '');
    expect(key).toBe(`${URL_GET_DATA}?${BODY_PARAM}=${EMPTY_SHA256}`);
    expect(new URL(key).pathname).toBe('/api/data/getData');
  });

  test('is stable for the same body and differs for another body', async () => {
    const url = 'https://tienda.example/api/data/getImages';
    const a = await bodyCacheKey(url, 'background=true');
    expect(await bodyCacheKey(url, new TextEncoder().encode('background=true'))).toBe(a);
    expect(await bodyCacheKey(url, 'background=false')).not.toBe(a);
  });

  test('differs per URL and keeps an existing query', async () => {
    const other = await bodyCacheKey('https://tienda.example/api/data/getCatalogos', '');
    expect(other).not.toBe(await bodyCacheKey(URL_GET_DATA, ''));
    const withQuery = new URL(await bodyCacheKey(`${URL_GET_DATA}?v=2`, 'x=1'));
    expect(withQuery.searchParams.get('v')).toBe('2');
    expect(withQuery.searchParams.get(BODY_PARAM)).toBe(await sha256Hex('x=1'));
  });
});

describe('isMenuCall', () => {
  test('matches the three menu calls under the API base', () => {
    for (const call of MENU_CALLS) expect(isMenuCall(`/api/${call}`, '/api')).toBe(true);
    expect(isMenuCall('/tienda/v1/data/getData', '/tienda/v1/')).toBe(true);
  });

  test('leaves every other call alone', () => {
    expect(isMenuCall('/api/data/getFechaHora', '/api')).toBe(false);
    expect(isMenuCall('/api/data/saveOrderPendiente', '/api')).toBe(false);
    expect(isMenuCall('/api/data/getDataX', '/api')).toBe(false);
    expect(isMenuCall('/otra/data/getData', '/api')).toBe(false);
    expect(isMenuCall('/data/getData', '/api')).toBe(false);
  });
});
