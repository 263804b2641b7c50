import { useEffect } from 'react';

type PageTitleSink = (title: string | undefined) => void;

let sink: PageTitleSink | null = null;

/** Where the screens' titles go: the app wires it to its interface store (src/app/wiring.ts). */
export function pageTitleSinkSet(next: PageTitleSink | null): void {
  sink = next;
}

/** §2.3 / §3.9 the page title (document title and mobile back button); undefined while loading. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    sink?.(title);
  }, [title]);
}
