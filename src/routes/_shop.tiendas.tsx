import { createFileRoute } from '@tanstack/react-router';
import { ShopsPage } from '../features/shops/shops-page';
import { usePickupShopChoice } from '../features/shops/use-pickup-shop-choice';

// §2.11 shops: choosing one sets pickup there
export const Route = createFileRoute('/_shop/tiendas')({
  component: TiendasPage,
});

function TiendasPage() {
  const { selectedId, choose } = usePickupShopChoice();
  return <ShopsPage selectedId={selectedId} onChoose={choose} />;
}
