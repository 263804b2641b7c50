import { describe, expect, test } from 'vitest';
import { fixtureChain } from '../test/harness.ts';
import { ChainView } from './chain-view.ts';

// decision 026: a part of a chain version is built once, on first use
describe('a chain view', () => {
  test('builds each part once and hands the same value to every request', () => {
    const view = new ChainView(fixtureChain(), '2026-01-01T00:00:00.000Z');
    let builds = 0;
    const names = (v: ChainView) => {
      builds += 1;
      return v.chain.productos.map((p) => p.N);
    };
    const first = view.part(names);
    expect(view.part(names)).toBe(first);
    expect(builds).toBe(1);
  });

  test('a part may use another part of the same version', () => {
    const view = new ChainView(fixtureChain(), 'x');
    const ids = (v: ChainView) => v.chain.productos.map((p) => p.I);
    const count = (v: ChainView) => v.part(ids).length;
    expect(view.part(count)).toBe(view.part(ids).length);
  });

  test('a part that failed is built again; one that is settling is shared', async () => {
    const view = new ChainView(fixtureChain(), 'x');
    let builds = 0;
    const flaky = async () => {
      builds += 1;
      if (builds === 1) throw new Error('fallo');
      return builds;
    };
    await expect(view.part(flaky)).rejects.toThrow('fallo');
    const second = view.part(flaky);
    expect(view.part(flaky)).toBe(second);
    expect(await second).toBe(2);
    expect(builds).toBe(2);
  });
});
