import { describe, expect, it } from 'vitest';
import {
  menuThumbnails,
  THUMBNAILS_REWARM_MS,
  thumbnailsVersion,
  thumbnailsWarmAllowed,
  thumbnailsWarmDue,
  thumbnailsWarmMark,
} from './menu-thumbnails';

const product = (smallWebp: string) => ({
  images: { smallJpg: '', smallWebp, mediumJpg: '', mediumWebp: '' },
});

describe('menuThumbnails', () => {
  it('lists each product thumbnail once, in menu order, and skips products without one', () => {
    const products = [
      product('/img/a.webp'),
      product(''),
      product('/img/b.webp'),
      product('/img/a.webp'),
    ];
    expect(menuThumbnails(products)).toEqual(['/img/a.webp', '/img/b.webp']);
  });
});

describe('thumbnailsVersion', () => {
  it('is the same for the same pictures and changes when one changes or is added', () => {
    const v = thumbnailsVersion(['/img/a.webp', '/img/b.webp']);
    expect(thumbnailsVersion(['/img/a.webp', '/img/b.webp'])).toBe(v);
    expect(thumbnailsVersion(['/img/a.webp', '/img/c.webp'])).not.toBe(v);
    expect(thumbnailsVersion(['/img/a.webp', '/img/b.webp', '/img/c.webp'])).not.toBe(v);
    // the addresses are told apart, not only their letters
    expect(thumbnailsVersion(['/img/ab', '/img/c'])).not.toBe(
      thumbnailsVersion(['/img/a', '/img/bc']),
    );
  });
});

describe('thumbnailsWarmAllowed', () => {
  it('fetches ahead online on a connection that is not saving data nor 2G', () => {
    expect(thumbnailsWarmAllowed(true)).toBe(true);
    expect(thumbnailsWarmAllowed(true, { effectiveType: '4g', saveData: false })).toBe(true);
    expect(thumbnailsWarmAllowed(true, { effectiveType: '3g' })).toBe(true);
  });

  it('never offline, on Save-Data or on 2G', () => {
    expect(thumbnailsWarmAllowed(false)).toBe(false);
    expect(thumbnailsWarmAllowed(true, { effectiveType: '4g', saveData: true })).toBe(false);
    expect(thumbnailsWarmAllowed(true, { effectiveType: '2g' })).toBe(false);
    expect(thumbnailsWarmAllowed(true, { effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('thumbnailsWarmDue', () => {
  const now = Date.UTC(2026, 10, 23);
  it('is due for a new version, and for the same one a week later', () => {
    const mark = thumbnailsWarmMark('103-abc', now);
    expect(thumbnailsWarmDue(null, '103-abc', now)).toBe(true);
    expect(thumbnailsWarmDue(mark, '103-abc', now)).toBe(false);
    expect(thumbnailsWarmDue(mark, '103-abc', now + THUMBNAILS_REWARM_MS - 1)).toBe(false);
    expect(thumbnailsWarmDue(mark, '104-abd', now)).toBe(true);
    expect(thumbnailsWarmDue(mark, '103-abc', now + THUMBNAILS_REWARM_MS)).toBe(true);
  });

  it('is due when what was kept cannot be read or lies in the future', () => {
    expect(thumbnailsWarmDue('103-abc', '103-abc', now)).toBe(true);
    expect(thumbnailsWarmDue('103-abc@x', '103-abc', now)).toBe(true);
    expect(thumbnailsWarmDue(thumbnailsWarmMark('103-abc', now + 60_000), '103-abc', now)).toBe(
      true,
    );
  });
});
