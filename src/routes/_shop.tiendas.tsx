import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.11 shops: delivered by a later issue
export const Route = createFileRoute('/_shop/tiendas')({
  component: TiendasPage,
});

function TiendasPage() {
  return <UnderConstruction title="Nuestras Tiendas" />;
}
