import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholder-image';

interface FallbackImageProps {
  jpg: string;
  webp?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** above the fold: load at once with high priority */
  eager?: boolean;
}

/**
 * A lazy image with a webp source, a jpg fallback and the placeholder (§2.3) when both fail.
 * The placeholder is asked for once: should it fail too, nothing asks again.
 */
export function FallbackImage({
  jpg,
  webp,
  alt,
  width,
  height,
  className,
  eager = false,
}: FallbackImageProps) {
  const [broken, setBroken] = useState(jpg === '');
  const img = (
    <img
      src={broken ? PLACEHOLDER_IMAGE : jpg}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
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
