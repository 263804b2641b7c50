import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { menuQueryOptions } from '../api/menu/get-data';
import { useServerNowOrDevice } from '../api/menu/use-server-now';
import {
  CONTACT_LABEL,
  footerExternalLinks,
  footerPageLabel,
  FOOTER_PAGES,
  phoneHref,
} from './footer-links';
import { StoreBadges } from './store-badges';
import './app-footer.css';

const EMPTY: Record<string, string> = {};

/** §2.3 footer, on every screen (issue 34 brings it to the desktop too), not under the checkout. */
export function AppFooter({
  brand,
  callCenterPhone,
  eventsPhone,
}: {
  brand: string;
  callCenterPhone: string;
  eventsPhone: string;
}) {
  const { data: raw = EMPTY } = useQuery({
    ...menuQueryOptions(),
    select: (menu) => menu.parameters.raw,
  });
  const links = footerExternalLinks(raw);
  const now = useServerNowOrDevice();
  return (
    <footer className="app-footer">
      <div className="app-footer__phones">
        {callCenterPhone ? (
          <p>
            Llama a nuestro call center: <a href={phoneHref(callCenterPhone)}>{callCenterPhone}</a>
          </p>
        ) : null}
        {eventsPhone ? (
          <p>
            Eventos y piñatas: <a href={phoneHref(eventsPhone)}>{eventsPhone}</a>
          </p>
        ) : null}
      </div>
      <nav aria-label="Enlaces del sitio">
        <ul className="app-footer__links">
          {FOOTER_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{footerPageLabel(page.label, now)}</Link>
            </li>
          ))}
          {callCenterPhone ? (
            <li>
              <a href={phoneHref(callCenterPhone)}>{CONTACT_LABEL}</a>
            </li>
          ) : null}
        </ul>
      </nav>
      <ul className="app-footer__social" aria-label="Redes sociales">
        {links.social.map((s) => (
          <li key={s.name}>
            <a href={s.href} rel="noopener" aria-label={`${s.name} de ${brand}`}>
              {s.name}
            </a>
          </li>
        ))}
      </ul>
      <StoreBadges appStore={links.appStore} playStore={links.playStore} />
      <p className="app-footer__legal">
        © {new Date().getFullYear()} {brand}. Todos los derechos reservados.
      </p>
    </footer>
  );
}
