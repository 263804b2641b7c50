import type { Banner } from '../../domain/banners';
import type { BannerRotation } from './use-banner-rotation';

/** The carousel's previous and next arrows, a dot per banner and, with motion, pause/play. */
export function BannerControls({
  banners,
  rotation,
}: {
  banners: Banner[];
  rotation: BannerRotation;
}) {
  const { current, paused, reducedMotion, go, goTo, togglePaused } = rotation;
  return (
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
            onClick={() => goTo(i)}
          />
        ))}
      </div>
      {!reducedMotion && (
        <button type="button" className="banner-carousel__toggle" onClick={togglePaused}>
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
  );
}
