import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { svTime } from '../../test/cart-validity-builders';
import { transportSet } from '../transport';
import {
  checkHr,
  checkHrResponseSchema,
  itemHoursMoment,
  itemHoursQueryOptions,
} from './item-hours';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

describe('data/checkHr adapter', () => {
  it('maps rows to ItemSchedule and drops rows that do not fit', () => {
    const rows = checkHrResponseSchema.parse({
      codigoRetorno: '00',
      data: [
        { I: 1701, HD: '07:00', HH: '11:00', is: 'S' },
        { I: '1307', HD: '11:00', HH: '15:00', is: 'N' },
        { I: 1308, HD: '6pm', HH: '23:30' },
      ],
    });
    expect(rows).toEqual([
      { menuId: 1701, from: '07:00', to: '11:00' },
      { menuId: 1307, from: '11:00', to: '15:00' },
    ]);
  });

  it("sends 'n' without a future order and its El Salvador date and hour with one (§5.5)", () => {
    expect(itemHoursMoment(null)).toEqual({ pff: 'n', pfh: 'n' });
    // 23:30 on 30 November in El Salvador is already 1 December in UTC
    expect(itemHoursMoment(svTime('23:30', 30))).toEqual({ pff: '30/11/2026', pfh: '23:30' });
  });

  it('sends the ids once each with pff and pfh as a guest multipart call', async () => {
    fakeFetch(() => okAnswer({ data: [{ I: 1701, HD: '07:00', HH: '11:00' }] }));
    const rows = await checkHr({ menuIds: [1701, 1701, 1101], futureOrderAt: svTime('09:15', 24) });
    expect(rows).toEqual([{ menuId: 1701, from: '07:00', to: '11:00' }]);
    expect(sent[0]!.url).toBe('/api/data/checkHr');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    const body = sent[0]!.body as FormData;
    expect([body.get('ids'), body.get('pff'), body.get('pfh')]).toEqual([
      '1701,1101',
      '24/11/2026',
      '09:15',
    ]);
  });

  it('is keyed by the ids and the future date and hour', () => {
    expect(itemHoursQueryOptions({ menuIds: [1701, 1307], futureOrderAt: null }).queryKey).toEqual([
      'cart',
      'item-hours',
      [1701, 1307],
      'n',
      'n',
    ]);
    const later = itemHoursQueryOptions({ menuIds: [1701], futureOrderAt: svTime('10:00', 24) });
    expect(later.queryKey).toEqual(['cart', 'item-hours', [1701], '24/11/2026', '10:00']);
  });
});
