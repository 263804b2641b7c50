import { describe, expect, test } from 'vitest';
import { orderDetailLines } from './order-detail-lines.ts';

// §3.6 order detail lines from the priced lines the save stores (cents).
const names = new Map([[1001, 'Papas fritas regulares']]);
const prd = (menuId: number, price: number, extra: Record<string, unknown> = {}) => ({
  addedOrder: 1,
  parent: null,
  menuId,
  type: 'PRD',
  name: 'Papas',
  count: 1,
  price,
  ...extra,
});

describe('orderDetailLines', () => {
  test('equal PRD rows show once with their count and total', () => {
    expect(orderDetailLines([prd(1001, 149), prd(1502, 150), prd(1001, 149)], names)).toEqual([
      { D: 'Papas', C: 2, P: 2.98 },
      { D: 'Papas', C: 1, P: 1.5 },
    ]);
  });

  test('grouped lines, lines under another and different prices stay apart', () => {
    const combo = { ...prd(2001, 1100), type: 'CMB', name: 'Combo', count: 2 };
    expect(
      orderDetailLines(
        [combo, combo, prd(1001, 149), prd(1001, 0, { parent: 3 }), prd(1001, 99)],
        names,
      ),
    ).toEqual([
      { D: 'Combo', C: 2, P: 11 },
      { D: 'Combo', C: 2, P: 11 },
      { D: 'Papas', C: 1, P: 1.49 },
      { D: 'Papas', C: 1, P: 0 },
      { D: 'Papas', C: 1, P: 0.99 },
    ]);
  });

  test("a line without a name takes the chain's; missing numbers are safe", () => {
    expect(orderDetailLines([{ menuId: 1001, price: 149 }, { menuId: 7 }], names)).toEqual([
      { D: 'Papas fritas regulares', C: 1, P: 1.49 },
      { D: '', C: 1, P: 0 },
    ]);
  });
});
