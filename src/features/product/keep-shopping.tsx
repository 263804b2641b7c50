import { useId } from 'react';
import type { Category } from '../../domain/menu';
import { categoryMainList } from '../../domain/menu-visibility';
import { categoryPath } from '../../domain/menu-paths';
import { AppLink } from '../../ui/app-link';
import { useDeviceKind } from '../../ui/use-device-kind';
import './keep-shopping.css';

/**
 * After an add, 'Seguir comprando' with the menu's categories at hand, in the bar beside
 * 'Ver mi bolsa': the next category is one tap away instead of back, menu and category.
 */
export function KeepShopping({ categories }: { categories: readonly Category[] }) {
  const device = useDeviceKind();
  const id = useId();
  const mains = categoryMainList(categories, device);
  if (mains.length === 0) return null;
  return (
    <nav className="keep-shopping" aria-labelledby={id}>
      <h2 id={id} className="keep-shopping__title">
        Seguir comprando
      </h2>
      <ul className="keep-shopping__list">
        {mains.map((category) => (
          <li key={category.id}>
            <AppLink className="keep-shopping__chip" href={categoryPath(category)}>
              {category.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
