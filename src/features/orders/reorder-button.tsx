import type { OrderDetail } from '../../api/order/order-by-hash';
import { CART_REORDER_REASON_TEXT } from '../../domain/cart/cart-reorder';
import { ModalDialog } from '../../ui/modal-dialog';
import { useReorder } from './use-reorder';

/**
 * §4.5 'Repetir pedido' on a past order: one tap puts its lines back in the bag at today's
 * prices and opens it; what could not be added is named first, in a dialog.
 */
export function ReorderButton({ order }: { order: OrderDetail }) {
  const reorder = useReorder(order);
  const { report } = reorder;
  if (order.sentLines.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="button order-detail__reorder"
        disabled={reorder.busy}
        aria-busy={reorder.busy}
        onClick={() => void reorder.run()}
      >
        Repetir pedido
      </button>
      <ModalDialog open={report !== null} onClose={reorder.close} title="Repetir pedido">
        {report ? (
          <>
            <p>
              {report.count > 0
                ? `Agregamos ${report.count} ${report.count === 1 ? 'producto' : 'productos'} a tu bolsa. No pudimos agregar:`
                : 'No pudimos agregar ningún producto de este pedido:'}
            </p>
            <ul className="reorder-report">
              {report.problems.map((p) => (
                <li key={`${p.name}-${p.reason}`}>
                  <strong>{p.count > 1 ? `${p.count} × ${p.name}` : p.name}</strong>:{' '}
                  {CART_REORDER_REASON_TEXT[p.reason]}
                </li>
              ))}
            </ul>
            {report.repriced.length > 0 ? <p>Los precios se actualizaron a los de hoy.</p> : null}
            <div className="reorder-report__actions">
              {report.count > 0 ? (
                <button type="button" className="button" data-autofocus onClick={reorder.openBag}>
                  Ver mi bolsa
                </button>
              ) : (
                <button type="button" className="button" data-autofocus onClick={reorder.close}>
                  Aceptar
                </button>
              )}
            </div>
          </>
        ) : null}
      </ModalDialog>
    </>
  );
}
