import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { menuQueryOptions } from '../../api/menu/get-data';

/** Shown until the menu parameters (NOMBRE_CADENA) arrive. */
const DEFAULT_BRAND: string = import.meta.env.VITE_BRAND_NAME ?? 'Burger Salvador';

/** §2.3 header: the brand, linking home. */
export function AppHeader() {
  const { data: brand } = useQuery({
    ...menuQueryOptions(),
    select: (menu) => menu.parameters.chainName,
  });
  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand">
        {brand || DEFAULT_BRAND}
      </Link>
    </header>
  );
}
