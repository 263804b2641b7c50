import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { loadMenu } from '../api/menu/menu-loader';

// the screen loads on its own: the route tree (first load) then names one small chunk
const CouponsPage = lazy(() => import('../features/coupons/coupons-page'));

// §2.1 / §2.9 coupon list: open coupons for a visitor, the wallet for an account
export const Route = createFileRoute('/_shop/coupons/')({
  loader: loadMenu,
  component: CouponsPage,
});
