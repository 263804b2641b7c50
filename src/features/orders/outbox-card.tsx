import { useState } from 'react';
import { orderDeliveryTypeText } from '../../domain/order/order-labels';
import { centsFormat, centsFromAmount } from '../../domain/money';
import { outboxRemove } from '../../outbox/outbox-queue';
import type { OutboxEntry } from '../../outbox/outbox-queued';
import { dateTimeText } from '../../ui/dates';

/** The queued body's total, or null when it cannot be read. */
function totalText(entry: OutboxEntry): string | null {
  try {
    return centsFormat(centsFromAmount(entry.body.data.totalVenta));
  } catch {
    return null;
  }
}

/**
 * DESIGN offline: an order waiting in the outbox: 'Pendiente de envío' with the time it was
 * queued, or, refused by the server, its message and a way to dismiss it.
 */
export function OutboxCard({ entry }: { entry: OutboxEntry }) {
  const [removing, setRemoving] = useState(false);
  const refused = entry.state === 'rechazado';
  const deliveryType = 'latitud' in entry.body.data ? 'home' : 'shop';
  const total = totalText(entry);
  const titleId = `outbox-${entry.key}`;
  const dismiss = () => {
    setRemoving(true);
    outboxRemove(entry.key).finally(() => setRemoving(false));
  };

  return (
    <li className={`order-card order-card--outbox${refused ? ' is-refused' : ''}`}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="order-card__title">
          {refused ? 'Pedido no enviado' : 'Pedido sin enviar'}
        </h3>
        <p className="order-card__status">
          {refused ? 'Rechazado' : 'Pendiente de envío'}
          {entry.state === 'enviando' ? (
            <span className="order-card__note"> (enviando…)</span>
          ) : null}
        </p>
        {refused && entry.answer?.message ? (
          <p className="order-card__message" role="note">
            {entry.answer.message}
          </p>
        ) : null}
        <dl className="order-card__facts">
          <div>
            <dt>Guardado</dt>
            <dd>{dateTimeText(entry.createdAt)}</dd>
          </div>
          <div>
            <dt>Entrega</dt>
            <dd>{orderDeliveryTypeText(deliveryType)}</dd>
          </div>
          {total !== null ? (
            <div>
              <dt>Total</dt>
              <dd>{total}</dd>
            </div>
          ) : null}
        </dl>
        {refused ? (
          <button
            type="button"
            className="order-card__dismiss"
            onClick={dismiss}
            disabled={removing}
          >
            Descartar
          </button>
        ) : (
          <p className="order-card__note">Lo enviaremos en cuanto tengas conexión.</p>
        )}
      </article>
    </li>
  );
}
