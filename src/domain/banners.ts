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
  return banners.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}
