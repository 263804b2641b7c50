// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TIMED_MESSAGES_STORAGE_KEY,
  timedMessageDismiss,
  timedMessagesDismissedRead,
} from './timed-messages';

const MONDAY = '23/11/2026';
const TUESDAY = '24/11/2026';
const stored = () => JSON.parse(localStorage.getItem(TIMED_MESSAGES_STORAGE_KEY) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('timed messages closed on the device (§4.10)', () => {
  it('a closed message stays closed that server day and comes back the next', () => {
    timedMessageDismiss('a1', MONDAY);
    timedMessageDismiss('b2', MONDAY);
    expect(stored()).toEqual({ date: MONDAY, ids: ['a1', 'b2'] });
    expect(timedMessagesDismissedRead(MONDAY)).toEqual(['a1', 'b2']);
    expect(timedMessagesDismissedRead(TUESDAY)).toEqual([]);
    // a dismissal on the next day drops the day before's
    timedMessageDismiss('c3', TUESDAY);
    expect(stored()).toEqual({ date: TUESDAY, ids: ['c3'] });
  });

  it('unreadable storage dismisses nothing and is replaced by the next dismissal', () => {
    localStorage.setItem(TIMED_MESSAGES_STORAGE_KEY, '{not json');
    expect(timedMessagesDismissedRead(MONDAY)).toEqual([]);
    timedMessageDismiss('a1', MONDAY);
    expect(stored()).toEqual({ date: MONDAY, ids: ['a1'] });
  });

  it('storage that refuses to be written does not break the page', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => timedMessageDismiss('a1', MONDAY)).not.toThrow();
    expect(timedMessagesDismissedRead(MONDAY)).toEqual([]);
  });
});
