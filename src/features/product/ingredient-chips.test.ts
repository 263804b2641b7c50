import { describe, expect, it } from 'vitest';
import { ingredientChips } from './ingredient-chips';

const defaults = { min: 1, max: 6, count: 6, atMin: false, atMax: true };
const extras = { min: 0, max: 3, count: 0, atMax: false };

describe('ingredientChips (§2.9)', () => {
  it("words the limits 'Mínimo N ingrediente(s)' and 'Máximo N ingrediente(s)'", () => {
    expect(ingredientChips({ defaults, extras })).toEqual({
      defaults: [{ text: 'Mínimo 1 ingrediente(s)', reached: false }],
      extras: [{ text: 'Máximo 3 ingrediente(s)', reached: false }],
    });
  });

  it('marks a reached limit and adds the minimum of required extras', () => {
    expect(
      ingredientChips({
        defaults: { ...defaults, count: 1, atMin: true },
        extras: { min: 2, max: 2, count: 2, atMax: true },
      }),
    ).toEqual({
      defaults: [{ text: 'Mínimo 1 ingrediente(s)', reached: true }],
      extras: [
        { text: 'Mínimo 2 ingrediente(s)', reached: false },
        { text: 'Máximo 2 ingrediente(s)', reached: true },
      ],
    });
  });

  it('has no chip for a missing list or a limit of 0', () => {
    expect(ingredientChips({ defaults: null, extras: null })).toEqual({ defaults: [], extras: [] });
    expect(
      ingredientChips({ defaults: { ...defaults, min: 0 }, extras: { ...extras, max: 0 } }),
    ).toEqual({ defaults: [], extras: [] });
  });
});
