/**
 * Image URLs (docs/protocol.md "Images"): `/img/{kind}/{ref}-{size}.{ext}`, sm 240×180,
 * md 640×480 (banners 1200×480), jpg and webp. Served from DATA_DIR/img.
 */

export type ImageKind = 'producto' | 'categoria' | 'banner' | 'certificado';
export type ImageSize = 'sm' | 'md';
export type ImageExt = 'jpg' | 'webp';

export const IMG_PREFIX = '/img';

/** Keeps a reference usable as a file name (IS values come from the operator's file). */
export function safeRef(ref: string | number): string {
  return encodeURIComponent(String(ref));
}

export function imageUrl(kind: ImageKind, ref: string | number, size: ImageSize, ext: ImageExt) {
  return `${IMG_PREFIX}/${kind}/${safeRef(ref)}-${size}.${ext}`;
}

/** A product's four images as getData's `images` (§3.3 TMB, TMBW, IMG, IMGW). */
export function productImages(ref: string) {
  return {
    TMB: imageUrl('producto', ref, 'sm', 'jpg'),
    TMBW: imageUrl('producto', ref, 'sm', 'webp'),
    IMG: imageUrl('producto', ref, 'md', 'jpg'),
    IMGW: imageUrl('producto', ref, 'md', 'webp'),
  };
}
