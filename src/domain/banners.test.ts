import { describe, expect, it } from 'vitest';
import { bannersFromImages } from './banners';
import type { ImageRecord } from './menu-data';

const rec = (r: Partial<ImageRecord>): ImageRecord => ({
  kind: 'categoria',
  role: 'BANNER',
  reference: '801',
  extension: 'jpg',
  url: '/img/banner/801-md.jpg',
  link: null,
  alt: '',
  ...r,
});

describe('bannersFromImages (§3.3 FUNCION BANNER)', () => {
  it('pairs the jpg and webp of each reference, keeps link and alt, orders by reference', () => {
    const banners = bannersFromImages([
      rec({ reference: '810', url: '/b/810.jpg', alt: 'Diez' }),
      rec({ reference: '801', extension: 'webp', url: '/b/801.webp', link: '/menu' }),
      rec({ reference: '801', url: '/b/801.jpg', link: '/menu', alt: 'Combos' }),
      rec({ reference: '9', role: 'card', url: '/card.jpg' }),
    ]);
    expect(banners).toEqual([
      { id: '801', jpg: '/b/801.jpg', webp: '/b/801.webp', link: '/menu', alt: 'Combos' },
      { id: '810', jpg: '/b/810.jpg', webp: null, link: null, alt: 'Diez' },
    ]);
  });

  it('orders references naturally: numbers by value, text by character', () => {
    const ids = ['B10', '10', 'B2', '9', 'A', '2', 'B2a'];
    const banners = bannersFromImages(
      ids.map((reference) => rec({ reference, url: `/${reference}.jpg` })),
    );
    expect(banners.map((b) => b.id)).toEqual(['2', '9', '10', 'A', 'B2', 'B2a', 'B10']);
  });

  it('drops banners with only a webp, and unsafe or protocol-relative links', () => {
    expect(bannersFromImages([rec({ extension: 'webp' })])).toEqual([]);
    const links = ['javascript:alert(1)', '//evil.example', 'https://ok.example/x', ' /menu '];
    const out = links.map(
      (link, i) => bannersFromImages([rec({ reference: String(i), link })])[0]!.link,
    );
    expect(out).toEqual([null, null, 'https://ok.example/x', '/menu']);
  });

  it('accepts a gif as the fallback picture', () => {
    expect(bannersFromImages([rec({ extension: 'gif', url: '/b.gif' })])[0]?.jpg).toBe('/b.gif');
  });
});
