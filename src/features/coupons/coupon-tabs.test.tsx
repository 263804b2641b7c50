// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CouponTabs } from './coupon-tabs';

afterEach(cleanup);

async function renderTabs(certificatesEnabled: boolean) {
  const rootRoute = createRootRoute({
    component: () => <CouponTabs certificatesEnabled={certificatesEnabled} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/coupons'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('navigation', { name: 'Cupones y Gift Cards' });
}

describe('CouponTabs (§2.1)', () => {
  it('shows Gift Cards, to /certificates, only when certificates are enabled', async () => {
    const on = await renderTabs(true);
    expect(
      [...on.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Cupones', '/coupons'],
      ['Gift Cards', '/certificates'],
    ]);
    cleanup();
    const off = await renderTabs(false);
    expect([...off.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Cupones']);
  });
});
