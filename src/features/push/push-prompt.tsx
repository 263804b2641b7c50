import { useId, useState } from 'react';
import { pushAttachToOrder } from '../../api/push/push-attach';
import { pushPermission, pushSubscribe, pushSupported } from '../../api/push/push-subscription';
import { pushPromptView, type PushPromptView } from '../../domain/push/push-prompt';
import { pushPromptDismiss, pushPromptDismissed } from '../../stores/push-prompt';
import './push.css';

export const PUSH_PROMPT_TITLE = '¿Te avisamos cómo va tu pedido?';
export const PUSH_PROMPT_TEXT =
  'Activa las notificaciones y te avisaremos cuando tu pedido esté en preparación, en camino y entregado. Solo el estado de tus pedidos, nada más.';
export const PUSH_PROMPT_DONE = 'Listo: te avisaremos cómo va tu pedido.';
export const PUSH_BLOCKED_TEXT =
  'Las notificaciones de pedidos están bloqueadas en la configuración de tu navegador.';

/** How long 'Activando…' may last before the prompt simply closes (a push service not answering). */
const SUBSCRIBE_WAIT_MS = 15_000;

type Phase = 'idle' | 'asking' | 'done' | 'closed';

function initialView(orderPlaced: boolean): PushPromptView {
  return pushPromptView({
    orderPlaced,
    supported: pushSupported(),
    permission: pushPermission(),
    dismissed: pushPromptDismissed(),
  });
}

/** pushSubscribe, or false once `ms` passed without an answer. */
function subscribeWithin(ms: number): Promise<boolean> {
  return Promise.race([
    pushSubscribe(),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

/**
 * Issue 19 / decision 037: after an order is placed, what order-status notifications bring
 * for it and later orders (issue 34: the subscription is attached to this order, `hash`),
 * with 'Activar notificaciones' (the browser's own question comes only then) and 'Ahora no'
 * (remembered: never asked again). A failed subscription closes the prompt quietly; a
 * browser that blocks notifications gets one quiet line.
 */
export function PushPrompt({ orderPlaced, hash }: { orderPlaced: boolean; hash: string }) {
  const [view] = useState(() => initialView(orderPlaced));
  const [phase, setPhase] = useState<Phase>('idle');
  const titleId = useId();

  if (view === 'none' || phase === 'closed') return null;
  if (view === 'blocked') return <p className="push-prompt__blocked">{PUSH_BLOCKED_TEXT}</p>;
  if (phase === 'done') {
    return (
      <p className="push-prompt__done" role="status">
        {PUSH_PROMPT_DONE}
      </p>
    );
  }

  const activate = async () => {
    setPhase('asking');
    let permission: NotificationPermission = 'default';
    try {
      permission = await Notification.requestPermission();
    } catch {
      permission = 'default';
    }
    const subscribed = permission === 'granted' && (await subscribeWithin(SUBSCRIBE_WAIT_MS));
    // issue 34: this order hears of its status too (quietly; retried at the next start)
    if (subscribed) void pushAttachToOrder(hash);
    setPhase(subscribed ? 'done' : 'closed');
  };

  const later = () => {
    pushPromptDismiss(Date.now());
    setPhase('closed');
  };

  return (
    <section className="push-prompt" aria-labelledby={titleId}>
      <h2 id={titleId} className="push-prompt__title">
        {PUSH_PROMPT_TITLE}
      </h2>
      <p className="push-prompt__text">{PUSH_PROMPT_TEXT}</p>
      <div className="push-prompt__actions">
        <button
          type="button"
          className="button"
          onClick={() => void activate()}
          disabled={phase === 'asking'}
          aria-busy={phase === 'asking'}
        >
          {phase === 'asking' ? 'Activando…' : 'Activar notificaciones'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={later}
          disabled={phase === 'asking'}
        >
          Ahora no
        </button>
      </div>
    </section>
  );
}
