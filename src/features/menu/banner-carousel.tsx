import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { imagesQueryOptions } from '../../api/menu/get-images';
import { bannersFromImages, type Banner } from '../../domain/banners';
import { FallbackImage } from '../../ui/fallback-image';
import { AppLink } from '../../ui/app-link';
import { useReducedMotion } from './use-reduced-motion';
import './banner-carousel.css';
import './skeleton.css';

/** Seconds each banner stays before the next one, when autoplay is on. */
const AUTOPLAY_MS = 5000;

function BannerPicture({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <FallbackImage
      jpg={banner.jpg}
      webp={banner.webp ?? undefined}
      alt={banner.alt}
      width={1200}
      height={480}
      className="banner-carousel__image"
      eager={first}
    />
  );
}

/** §3.3 / §9 home banners (getImages BANNER): an accessible carousel, 600 px wide on desktop. */
export function BannerCarousel() {
  const { data, isPending } = useQuery(imagesQueryOptions());
  const banners = useMemo(() => bannersFromImages(data ?? []), [data]);
  if (isPending) return <div className="banner-carousel banner-carousel--skeleton skeleton" />;
  if (banners.length === 0) return null;
  return <BannerSlides banners={banners} />;
}

function BannerSlides({ banners }: { banners: Banner[] }) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const current = Math.min(index, count - 1);
  const playing = !reducedMotion && !paused && !held && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, current, count]);

  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carrusel"
      aria-label="Promociones destacadas"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="banner-carousel__viewport" aria-live={playing ? 'off' : 'polite'}>
        <div
          className="banner-carousel__track"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${count}`}
              inert={i !== current}
            >
              {banner.link ? (
                <AppLink href={banner.link} className="banner-carousel__link">
                  <BannerPicture banner={banner} first={i === 0} />
                </AppLink>
              ) : (
                <BannerPicture banner={banner} first={i === 0} />
              )}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Banner anterior</span>
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={`Ir al banner ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          {!reducedMotion && (
            <button
              type="button"
              className="banner-carousel__toggle"
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? 'Reproducir' : 'Pausar'}
            </button>
          )}
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Banner siguiente</span>
          </button>
        </div>
      )}
    </section>
  );
}
