import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The tab's title for a screen of the operator app. */
export function useOperatorTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Tienda`;
  }, [title]);
}

/** How many times, 50 ms apart, a new screen is looked at for its heading. */
const HEADING_TRIES = 60;

function headingFocus(tries: number): void {
  const target =
    document.querySelector<HTMLElement>('main h1') ??
    (tries > 0 ? null : document.querySelector<HTMLElement>('main'));
  if (!target) {
    setTimeout(headingFocus, 50, tries - 1);
    return;
  }
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * WCAG 2.4.3: after a navigation to another path the new screen's heading takes the focus,
 * as the storefront does (src/shell/route-focus.ts; the operator app imports none of the
 * storefront's rooms, and a module shared by both entries would cost the storefront's first
 * load a file of its own); not on the first load.
 */
export function useOperatorRouteFocus(): void {
  const path = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const last = useRef(path);
  useEffect(() => {
    if (last.current && last.current !== path) headingFocus(HEADING_TRIES);
    last.current = path;
  }, [path]);
}
