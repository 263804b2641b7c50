import { describe, expect, it } from 'vitest';
import {
  THUMBNAILS_REWARM_MS,
  THUMBNAILS_WARM_BUDGET_BYTES,
  thumbnailsVersion,
} from '../../domain/menu-thumbnails';
import { thumbnailsWarm, type ThumbnailsWarmPage } from './thumbnails-warm';

const product = (smallWebp: string) => ({
  images: { smallJpg: '', smallWebp, mediumJpg: '', mediumWebp: '' },
});
const products = ['/img/a.webp', '/img/b.webp', '/img/c.webp'].map(product);

function fakePage(overrides: Partial<ThumbnailsWarmPage> = {}) {
  const fetched: string[] = [];
  let stored: string | null = null;
  let now = Date.UTC(2026, 10, 23);
  const page: ThumbnailsWarmPage = {
    online: () => true,
    connection: () => ({ effectiveType: '4g' }),
    controlled: () => Promise.resolve(true),
    cached: () => Promise.resolve(false),
    download: (url) => {
      fetched.push(url);
      return Promise.resolve(3000);
    },
    now: () => now,
    storedMark: () => stored,
    storeMark: (mark) => {
      stored = mark;
    },
    ...overrides,
  };
  const later = (ms: number) => {
    now += ms;
  };
  return { page, fetched, stored: () => stored, later };
}

describe('thumbnailsWarm', () => {
  it('fetches every thumbnail not cached yet, then keeps the version', async () => {
    const { page, fetched, stored } = fakePage({
      cached: (url) => Promise.resolve(url === '/img/b.webp'),
    });
    expect(await thumbnailsWarm(products, page)).toBe('done');
    expect(fetched).toEqual(['/img/a.webp', '/img/c.webp']);
    const version = thumbnailsVersion(['/img/a.webp', '/img/b.webp', '/img/c.webp']);
    expect(stored()).toBe(`${version}@${Date.UTC(2026, 10, 23)}`);
  });

  it('runs once per version of the menu pictures, and looks again a week later', async () => {
    const { page, fetched, later } = fakePage();
    await thumbnailsWarm(products, page);
    expect(await thumbnailsWarm(products, page)).toBe('already');
    expect(fetched).toHaveLength(3);
    expect(await thumbnailsWarm([...products, product('/img/d.webp')], page)).toBe('done');
    expect(fetched).toHaveLength(7);
    later(THUMBNAILS_REWARM_MS);
    expect(await thumbnailsWarm([...products, product('/img/d.webp')], page)).toBe('done');
  });

  it('fetches nothing offline, on Save-Data or on 2G', async () => {
    for (const overrides of [
      { online: () => false },
      { connection: () => ({ saveData: true }) },
      { connection: () => ({ effectiveType: '2g' }) },
    ]) {
      const { page, fetched, stored } = fakePage(overrides);
      expect(await thumbnailsWarm(products, page)).toBe('not-allowed');
      expect(fetched).toEqual([]);
      expect(stored()).toBeNull();
    }
  });

  it('stops at the budget', async () => {
    const many = Array.from({ length: 10 }, (_, i) => product(`/img/${i}.webp`));
    const { page, fetched, stored } = fakePage({
      download: (url) => {
        fetched.push(url);
        return Promise.resolve(THUMBNAILS_WARM_BUDGET_BYTES / 4);
      },
    });
    expect(await thumbnailsWarm(many, page)).toBe('budget');
    expect(fetched).toHaveLength(4);
    expect(stored()).not.toBeNull();
  });

  it('stops at a failure or with no worker, and tries again next time', async () => {
    const failing = fakePage({ download: () => Promise.reject(new Error('offline')) });
    expect(await thumbnailsWarm(products, failing.page)).toBe('stopped');
    expect(failing.stored()).toBeNull();
    const uncontrolled = fakePage({ controlled: () => Promise.resolve(false) });
    expect(await thumbnailsWarm(products, uncontrolled.page)).toBe('stopped');
    expect(uncontrolled.fetched).toEqual([]);
    expect(uncontrolled.stored()).toBeNull();
  });
});
