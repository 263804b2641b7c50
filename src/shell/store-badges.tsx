/** §2.3 app-store badges drawn in code (no image downloads on the first load). */
function Badge({ href, top, bottom }: { href: string; top: string; bottom: string }) {
  return (
    <a className="store-badge" href={href} rel="noopener">
      <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
        <path d="M2 2l18 10-18 10z" fill="currentColor" />
      </svg>
      <span className="store-badge__text">
        <span className="store-badge__top">{top}</span> <span>{bottom}</span>
      </span>
    </a>
  );
}

export function StoreBadges({ appStore, playStore }: { appStore: string; playStore: string }) {
  return (
    <div className="store-badges">
      <Badge href={appStore} top="Descárgala en el" bottom="App Store" />
      <Badge href={playStore} top="Disponible en" bottom="Google Play" />
    </div>
  );
}
