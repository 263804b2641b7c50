import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link';
import { StorageErrorNotice } from './cart-storage-notice';

/**
 * §2.7 / §4.5 /cart with nothing in it: why, if the stored cart was lost, and the way back to
 * the menu; `children` is what stays on screen after the last line went (the undo toast).
 */
export function CartEmpty({
  storageError,
  children,
}: {
  storageError: boolean;
  children: ReactNode;
}) {
  return (
    <section className="cart-page cart-page--empty">
      <h1 className="cart-page__title">Mi bolsa</h1>
      {storageError ? <StorageErrorNotice /> : null}
      <p>Tu bolsa está vacía.</p>
      <AppLink href="/" className="button">
        Ver el menú
      </AppLink>
      {children}
    </section>
  );
}
