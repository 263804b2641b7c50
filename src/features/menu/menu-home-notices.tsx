import { useState } from 'react';
import { useLoggedIn } from '../../api/use-logged-in';
import { useServerNow } from '../../api/menu/use-server-now';
import type { TimedMessage } from '../../domain/menu-data';
import { serverTimeFormatDate } from '../../domain/server-time';
import { timedMessageId, timedMessagesShown } from '../../domain/timed-messages';
import { timedMessageDismiss, timedMessagesDismissedRead } from '../../stores/timed-messages';

/**
 * §3.8 / §4.10 the home's timed messages (TIPO 'HOME', 'HOME_USER' for a logged-in
 * customer) whose window holds on server time, re-read every minute; at most two. Each can
 * be closed, and stays closed for the rest of the server's day.
 */
export function MenuHomeNotices({ messages }: { messages: readonly TimedMessage[] }) {
  const now = useServerNow();
  const loggedIn = useLoggedIn();
  // the page's own dismissals, for a device that cannot store them
  const [closed, setClosed] = useState<string[]>([]);
  if (now === null) return null;
  const today = serverTimeFormatDate(now);
  const dismissed = [...timedMessagesDismissedRead(today), ...closed];
  const shown = timedMessagesShown(messages, 'HOME', now, loggedIn, dismissed);
  return shown.map((message) => {
    const id = timedMessageId(message);
    const close = () => {
      timedMessageDismiss(id, today);
      setClosed([...closed, id]);
      // the focus goes on from where the notice was, not from the top of the page
      document.getElementById('menu-home-title')?.focus();
    };
    return (
      <div key={id} className="menu-home__notice" role="status">
        <p>{message.text}</p>
        <button type="button" onClick={close} aria-label="Cerrar aviso">
          ×
        </button>
      </div>
    );
  });
}
