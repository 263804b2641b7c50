import { FallbackImage } from '../../ui/fallback-image';
import type { PromotionContent } from './promotion-contents';

/** §2.1 what the promotion includes: each promo product's picture, name and configuration. */
export function PromotionContentsList({ contents }: { contents: PromotionContent[] }) {
  return (
    <ul className="promotion-add__contents">
      {contents.map(({ product: content, details }, index) => (
        <li key={`${content.id}-${index}`} className="promotion-add__content">
          <FallbackImage
            jpg={content.images.smallJpg}
            webp={content.images.smallWebp}
            alt={content.name}
            width={72}
            height={54}
            className="promotion-add__image"
          />
          <div>
            <p className="promotion-add__name">{content.name}</p>
            {details.length > 0 && <p className="promotion-add__details">{details.join(', ')}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
