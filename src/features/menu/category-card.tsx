import { FallbackImage } from '../../ui/fallback-image';
import { AppLink } from '../../ui/app-link';
import type { MainCategoryEntry } from './main-category-list';

const countLabel = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);

/** One main category on the home page, linking to its listing (§2.1). */
export function CategoryCard({ entry }: { entry: MainCategoryEntry }) {
  const { category, slug, productCount } = entry;
  return (
    <li className="category-card">
      <AppLink className="category-card__link" href={`/menu/categoria/${slug}`}>
        {/* the link's text names the category, so the picture is decorative */}
        <FallbackImage
          jpg={category.images.mediumJpg}
          webp={category.images.mediumWebp}
          alt=""
          width={640}
          height={480}
          className="category-card__image"
        />
        <span className="category-card__name">{category.name}</span>
        <span className="category-card__count">{countLabel(productCount)}</span>
      </AppLink>
    </li>
  );
}
