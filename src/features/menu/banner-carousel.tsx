import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { imagesQueryOptions } from '../../api/menu/get-images';
import { bannersFromImages, type Banner } from '../../domain/banners';
import { BannerControls } from './banner-controls';
import { BannerTrack } from './banner-track';
import { useBannerRotation } from './use-banner-rotation';
import './banner-carousel.css';
import './skeleton.css';

/** §3.3 / §9 home banners (getImages BANNER): an accessible carousel, 600 px wide on desktop. */
export function BannerCarousel() {
  const { data, isPending } = useQuery(imagesQueryOptions());
  const banners = useMemo(() => bannersFromImages(data ?? []), [data]);
  if (isPending) return <div className="banner-carousel banner-carousel--skeleton skeleton" />;
  if (banners.length === 0) return null;
  return <BannerSlides banners={banners} />;
}

function BannerSlides({ banners }: { banners: Banner[] }) {
  const rotation = useBannerRotation(banners.length);
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carrusel"
      aria-label="Promociones destacadas"
      onMouseEnter={() => rotation.hold(true)}
      onMouseLeave={() => rotation.hold(false)}
      onFocus={() => rotation.hold(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) rotation.hold(false);
      }}
    >
      <BannerTrack banners={banners} current={rotation.current} playing={rotation.playing} />
      {banners.length > 1 && <BannerControls banners={banners} rotation={rotation} />}
    </section>
  );
}
