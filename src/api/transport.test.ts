import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFechaHora } from './menu/get-fecha-hora';
import { transportEarlyAnswer, transportFetch, type EarlyResponse } from './transport';

// decision 039: the page's HTML asks for the first calls; the app takes each answer once
type Early = Record<string, Promise<EarlyResponse | null> | undefined>;
const page = globalThis as { earlyCalls?: Early };

const early = (body: unknown, arrivedAt: number): Promise<EarlyResponse> => {
  const response: EarlyResponse = new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json' },
  });
  response.arrivedAt = arrivedAt;
  return Promise.resolve(response);
};

afterEach(() => {
  delete page.earlyCalls;
  vi.unstubAllGlobals();
});

describe('the answers the page asked for with its HTML', () => {
  it('are taken once, for the first call to their URL without a body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"from":"network"}')));
    vi.stubGlobal('fetch', fetchMock);
    page.earlyCalls = { '/api/data/getData': early({ from: 'page' }, 1) };
    expect(transportEarlyAnswer('/api/data/getData', { method: 'POST', body: 'x=1' })).toBe(
      undefined,
    );
    const first = await transportFetch('/api/data/getData', { method: 'POST' });
    expect(await first.json()).toEqual({ from: 'page' });
    const second = await transportFetch('/api/data/getData', { method: 'POST' });
    expect(await second.json()).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed early call is asked again', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"from":"network"}')));
    page.earlyCalls = { '/api/data/getData': Promise.resolve(null) };
    const answer = await transportFetch('/api/data/getData', { method: 'POST' });
    expect(await answer.json()).toEqual({ from: 'network' });
  });

  it("the server clock's offset counts from when the early answer arrived", async () => {
    const arrived = Date.UTC(2026, 10, 22, 21, 0, 0);
    page.earlyCalls = {
      '/api/data/getFechaHora': early(
        { codigoRetorno: '00', fecha: '2026-11-22T15:04:05-06:00' },
        arrived,
      ),
    };
    // read three seconds later: the offset is still the one at arrival
    const time = await getFechaHora(() => arrived + 3000);
    expect(time.offsetMs).toBe(245_000);
  });
});
