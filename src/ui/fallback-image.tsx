import { useState } from 'react';

/** §2.3 broken images fall back to the default placeholder. */
export const PLACEHOLDER_IMAGE = '/img/placeholder-sm.jpg';

interface FallbackImageProps {
  jpg: string;
  webp?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** A lazy image with a webp source, a jpg fallback and the placeholder when both fail. */
export function FallbackImage({ jpg, webp, alt, width, height, className }: FallbackImageProps) {
  const [broken, setBroken] = useState(jpg === '');
  const img = (
    <img
      src={broken ? PLACEHOLDER_IMAGE : jpg}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
      onError={broken ? undefined : () => setBroken(true)}
    />
  );
  if (broken || !webp) return img;
  return (
    <picture>
      <source srcSet={webp} type="image/webp" />
      {img}
    </picture>
  );
}
