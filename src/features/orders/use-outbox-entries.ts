import { useEffect, useState } from 'react';
import { outboxList, outboxSubscribe } from '../../outbox/outbox-queue';
import type { OutboxEntry } from '../../outbox/outbox-queued';

/**
 * DESIGN offline: the queued orders the orders list shows (not sent yet, or refused), newest
 * first, followed as the queue changes (this tab, other tabs, the worker). Confirmed ones
 * are in the customer's orders already.
 */
export function useOutboxEntries(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let active = true;
    let reading = 0;
    const read = () => {
      const ticket = ++reading;
      outboxList().then(
        (all) => {
          if (!active || ticket !== reading) return;
          const shown = all.filter((e) => e.state !== 'confirmado');
          setEntries(shown.sort((a, b) => b.createdAt - a.createdAt));
        },
        // no IndexedDB (private mode, old browser): nothing was queued either
        () => undefined,
      );
    };
    const unsubscribe = outboxSubscribe(read);
    read();
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return entries;
}
