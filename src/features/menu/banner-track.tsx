import type { Banner } from '../../domain/banners';
import { AppLink } from '../../ui/app-link';
import { FallbackImage } from '../../ui/fallback-image';

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

interface BannerTrackProps {
  banners: Banner[];
  current: number;
  /** autoplay runs: slide changes are not announced */
  playing: boolean;
}

/** The carousel's slides side by side, shifted to the current one; the others are inert. */
export function BannerTrack({ banners, current, playing }: BannerTrackProps) {
  return (
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
            aria-label={`${i + 1} de ${banners.length}`}
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
  );
}
