import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppHeader } from '../features/layout/app-header';

/** §2.1 the shared layout of every screen except the full-height tracker. */
export const Route = createFileRoute('/_shop')({
  component: ShopLayout,
});

function ShopLayout() {
  return (
    <>
      <AppHeader />
      <main id="contenido" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
