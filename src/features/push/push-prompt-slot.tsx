import { lazy, Suspense } from 'react';

const PushPrompt = lazy(() => import('./push-prompt').then((m) => ({ default: m.PushPrompt })));

/**
 * Issue 19: the place of the notifications' explanation on the screens after an order (the
 * checkout's success step, the order's tracking page). Its code loads only when one of
 * them renders it, and only for an order placed on this device (`hash`: the one a grant
 * attaches the subscription to).
 */
export function PushPromptSlot({ orderPlaced, hash }: { orderPlaced: boolean; hash: string }) {
  if (!orderPlaced) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt orderPlaced hash={hash} />
    </Suspense>
  );
}
