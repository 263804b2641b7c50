import { Link } from '@tanstack/react-router';
import { type SVGProps } from 'react';
import { useSnapshot } from 'valtio';
import {
  assistantMenuOpenSet,
  assistantShowSet,
  assistantStore,
} from '../features/assistant/assistant-host';
import { moreOpenSet, uiStore } from '../stores/ui';
import { Icon } from '../ui/icons';
import { ModalDialog } from '../ui/modal-dialog';
import { useServerNowOrDevice } from '../api/menu/use-server-now';
import { CONTACT_LABEL, FOOTER_PAGES, footerPageLabel, phoneHref } from './footer-links';

// the sheet's own icons travel with it, outside the first load
const GiftIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14" />
    <path d="M12 7c-1-3-5-3-5-1s5 1 5 1 5 1 5-1-4-2-5 1" />
  </Icon>
);

const HelpIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01" />
  </Icon>
);

const BotIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M5 11a7 7 0 0 1 14 0zM5 14h14v1a4 4 0 0 1-4 4H9a4 4 0 0 1-4-4z" />
  </Icon>
);

/**
 * §2.3 the 'Más' sheet: gift cards (when certificates are enabled), help (the assistant's
 * question list) and the assistant button's 'Ocultar asistente' / 'Mostrar asistente'
 * (§2.3 asks it of large screens; it is offered on every screen, where it is as useful),
 * then the footer's pages and the contact, a tap away on a phone (issue 34).
 */
export function MoreSheet({
  certificatesEnabled,
  callCenterPhone,
}: {
  certificatesEnabled: boolean;
  callCenterPhone: string;
}) {
  const { moreOpen } = useSnapshot(uiStore);
  const { showBotButton } = useSnapshot(assistantStore);
  const close = () => moreOpenSet(false);
  const now = useServerNowOrDevice();

  return (
    <ModalDialog open={moreOpen} onClose={close} title="Más" variant="sheet" className="more-sheet">
      <ul className="more-sheet__list">
        {certificatesEnabled ? (
          <li>
            <Link to="/certificates" className="more-sheet__item" onClick={close}>
              <GiftIcon />
              <span>Agrega gift cards</span>
            </Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className="more-sheet__item"
            aria-haspopup="dialog"
            onClick={() => {
              close();
              assistantMenuOpenSet(true);
            }}
          >
            <HelpIcon />
            <span>Ayuda</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="more-sheet__item"
            onClick={() => {
              assistantShowSet(!showBotButton);
              close();
            }}
          >
            <BotIcon />
            <span>{showBotButton ? 'Ocultar asistente' : 'Mostrar asistente'}</span>
          </button>
        </li>
      </ul>
      <nav aria-label="Información">
        <ul className="more-sheet__list more-sheet__pages">
          {FOOTER_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="more-sheet__item" onClick={close}>
                {footerPageLabel(page.label, now)}
              </Link>
            </li>
          ))}
          {callCenterPhone ? (
            <li>
              <a href={phoneHref(callCenterPhone)} className="more-sheet__item">
                {CONTACT_LABEL}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </ModalDialog>
  );
}
