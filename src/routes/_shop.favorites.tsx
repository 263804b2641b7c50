import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../features/layout/route-guards';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.1 favorites (login-guarded): delivered by a later issue
export const Route = createFileRoute('/_shop/favorites')({
  beforeLoad: () => requireLogin('/login'),
  component: FavoritesPage,
});

function FavoritesPage() {
  return <UnderConstruction title="Mis Favoritos" />;
}
