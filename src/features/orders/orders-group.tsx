import type { ReactNode } from 'react';

/** One group of 'Mis pedidos' under its heading: the queued, those in progress, the rest. */
export function OrdersGroup({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className="orders-group" aria-labelledby={id}>
      <h2 id={id} className="orders-group__title">
        {title}
      </h2>
      <ul className="orders-grid">{children}</ul>
    </section>
  );
}
