import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../app/route-guards';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 favorites (login-guarded): delivered by a later issue
export const Route = createFileRoute('/_shop/favorites')({
  beforeLoad: () => requireLogin('/login'),
  component: FavoritesPage,
});

function FavoritesPage() {
  return <UnderConstruction title="Mis Favoritos" />;
}
