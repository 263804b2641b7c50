import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { moreOpenSet, uiStore } from '../../stores/ui';
import { GiftIcon, HelpIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/modal-dialog';
import { HelpDialog } from './help-dialog';

/**
 * §2.3 the 'Más' sheet: gift cards (when certificates are enabled) and help. The assistant
 * toggle (large screens) arrives with the assistant.
 */
export function MoreSheet({
  certificatesEnabled,
  callCenterPhone,
}: {
  certificatesEnabled: boolean;
  callCenterPhone: string;
}) {
  const { moreOpen } = useSnapshot(uiStore);
  const [helpOpen, setHelpOpen] = useState(false);
  const close = () => moreOpenSet(false);

  return (
    <>
      <ModalDialog
        open={moreOpen}
        onClose={close}
        title="Más"
        variant="sheet"
        className="more-sheet"
      >
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
                setHelpOpen(true);
              }}
            >
              <HelpIcon />
              <span>Ayuda</span>
            </button>
          </li>
        </ul>
      </ModalDialog>
      <HelpDialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        callCenterPhone={callCenterPhone}
      />
    </>
  );
}
