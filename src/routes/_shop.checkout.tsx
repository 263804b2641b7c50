import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { RouteError } from '../ui/route-error';
import { loadMenuAndBag } from './-cart-loader';

// §2.8 / §4.3 checkout: personal data, payment, the placed order
export const Route = createFileRoute('/_shop/checkout')({
  loader: loadMenuAndBag,
  component: CheckoutPage,
  errorComponent: RouteError,
});
