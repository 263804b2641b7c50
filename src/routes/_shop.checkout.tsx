import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.8 checkout: delivered by a later issue
export const Route = createFileRoute('/_shop/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  return <UnderConstruction title="Finalizar pedido" />;
}
