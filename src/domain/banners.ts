import type { ImageRecord } from './menu-data';

/** A home banner: its pictures, where it leads (null: nowhere) and its alt text. */
export interface Banner {
  id: string;
  jpg: string;
  webp: string | null;
  link: string | null;
  alt: string;
}

/** Links may stay on the site (a path) or leave it (http/https); anything else is dropped. */
function safeLink(link: string | null): string | null {
  const value = link?.trim() ?? '';
  return /^(\/(?!\/)|https?:\/\/)/i.test(value) ? value : null;
}

/**
 * Natural order of references ('2' before '10', 'B2' before 'B10'), without Intl: a
 * collator costs tens of milliseconds to create on a cheap phone, on the home page.
 */
function naturalCompare(a: string, b: string): number {
  const partsA = a.match(/\d+|\D+/g) ?? [];
  const partsB = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(partsA.length, partsB.length); i++) {
    const x = partsA[i] ?? '';
    const y = partsB[i] ?? '';
    if (x === y) continue;
    const bothDigits = /^\d/.test(x) && /^\d/.test(y);
    if (bothDigits && Number(x) !== Number(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return partsA.length - partsB.length;
}

/**
 * §3.3 the home banners: getImages records with FUNCION 'BANNER', one per REFERENCIA (its
 * jpg or gif plus the webp twin), ordered by reference; banners without a jpg/gif are dropped.
 */
export function bannersFromImages(records: readonly ImageRecord[]): Banner[] {
  const byRef = new Map<string, ImageRecord[]>();
  for (const record of records) {
    if (record.role !== 'BANNER') continue;
    byRef.set(record.reference, [...(byRef.get(record.reference) ?? []), record]);
  }
  const banners: Banner[] = [];
  for (const [id, rows] of byRef) {
    const fallback = rows.find((r) => r.extension !== 'webp');
    if (!fallback) continue;
    const withText = rows.find((r) => r.alt !== '') ?? fallback;
    banners.push({
      id,
      jpg: fallback.url,
      webp: rows.find((r) => r.extension === 'webp')?.url ?? null,
      link: safeLink(rows.find((r) => r.link)?.link ?? null),
      alt: withText.alt,
    });
  }
  return banners.sort((a, b) => naturalCompare(a.id, b.id));
}
