import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

/**
 * A link to a path built from menu data (slugs, banner LINKs): client-side navigation and
 * preloading on intent for paths of this site, a normal link for other sites.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const router = useRouter();
  const internal = href.startsWith('/') && !href.startsWith('//');
  if (!internal) return <a href={href} rel="noopener" {...rest} />;
  // `href` wins over `to` when the router builds the location
  const preload = () => void router.preloadRoute({ to: '/', href }).catch(() => undefined);
  return (
    <a
      href={href}
      {...rest}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e)) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
