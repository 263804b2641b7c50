import { describe, expect, it } from 'vitest';
import { futureOrderCheckMoment } from './future-order-check-moment';

const now = Date.parse('2026-11-28T10:00:00-06:00');
const MINUTE = 60_000;

describe('futureOrderCheckMoment', () => {
  it('sends the future instant when it is set, valid and far enough ahead', () => {
    const at = now + 45 * MINUTE;
    expect(futureOrderCheckMoment({ at, invalid: false }, now, 45)).toBe(at);
  });

  it("sends 'n' (null) without a future order, when flagged invalid, too soon or past", () => {
    expect(futureOrderCheckMoment(null, now, 45)).toBeNull();
    expect(futureOrderCheckMoment({ at: now + 60 * MINUTE, invalid: true }, now, 45)).toBeNull();
    expect(
      futureOrderCheckMoment({ at: now + 45 * MINUTE - 1, invalid: false }, now, 45),
    ).toBeNull();
    expect(futureOrderCheckMoment({ at: now - MINUTE, invalid: false }, now, 45)).toBeNull();
  });
});
