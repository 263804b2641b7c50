import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAILS_WARM_BUDGET_BYTES } from '../../src/domain/menu-thumbnails.ts';
import demoChain from '../seed/demo-chain.json' with { type: 'json' };
import { chainSchema } from '../seed/schema.ts';
import { productDrawing, SIZES } from './ensure-images.ts';
import { renderMissing } from './render.ts';

// The app fetches the menu's thumbnails ahead for offline use within a budget
// (src/domain/menu-thumbnails.ts): the demo menu's must fit in it whole. The pictures are
// drawn deterministically, so their sizes are the same on every run.

const chain = chainSchema.parse(demoChain);

describe("the demo menu's thumbnails", () => {
  let dir: string;
  const files: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'thumbs-test-'));
    const [width, height] = SIZES.food.sm;
    const products = [...new Map(chain.productos.map((p) => [p.IS, p])).values()];
    let next = 0;
    // two at a time: the server tests share two cores
    await Promise.all(
      [0, 1].map(async () => {
        while (next < products.length) {
          const product = products[next++]!;
          const file = join(dir, `${product.IS}-sm.webp`);
          files.push(file);
          await renderMissing(productDrawing(chain, product), [{ file, width, height }]);
        }
      }),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('fit in the warm-up budget, all of them', async () => {
    const sizes = await Promise.all(files.map(async (f) => (await stat(f)).size));
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(files.length).toBe(103);
    expect(total).toBeLessThanOrEqual(THUMBNAILS_WARM_BUDGET_BYTES);
  });
});
