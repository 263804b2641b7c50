import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { linkIsInternal, markdownToSafeHtml } from './markdown-html';

/**
 * §2.1 a Markdown text of the chain's content, parsed and sanitised (markdown-html.ts). A
 * click on a link to one of the app's own paths navigates in the app, without reloading it.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(text), [text]);
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a');
      const href = link?.getAttribute('href') ?? '';
      if (!link || !root.contains(link) || !linkIsInternal(href)) return;
      event.preventDefault();
      void router.navigate({ href });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [router]);

  return (
    <div
      ref={ref}
      className={className ? `markdown ${className}` : 'markdown'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
