import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { loadMenu } from '../features/menu/menu-loader';
import { RouteError } from '../ui/route-error';

// §2.8 / §4.3 checkout: personal data, payment, the placed order
export const Route = createFileRoute('/_shop/checkout')({
  loader: loadMenu,
  component: CheckoutPage,
  errorComponent: RouteError,
});
