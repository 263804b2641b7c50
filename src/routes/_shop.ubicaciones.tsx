import { createFileRoute } from '@tanstack/react-router';
import { ShopsPage } from '../features/shops/shops-page';
import { usePickupShopChoice } from '../features/shops/use-pickup-shop-choice';

// §2.1 store list: the same screen as /tiendas
export const Route = createFileRoute('/_shop/ubicaciones')({
  component: UbicacionesPage,
});

function UbicacionesPage() {
  const { selectedId, choose } = usePickupShopChoice();
  return <ShopsPage selectedId={selectedId} onChoose={choose} />;
}
