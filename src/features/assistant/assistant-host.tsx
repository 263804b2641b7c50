import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { botSide, type BotPosition } from '../../domain/assistant/bot-position';
import { assistantMenuOpenSet, assistantPositionSet, assistantStore } from '../../stores/assistant';
import { BotButton } from './bot-button';
import { useBotViewport } from './use-bot-viewport';
import './assistant.css';

// the 'Más' sheet's toggle and 'Ayuda' use the settings with the button, from this one file
export { assistantMenuOpenSet, assistantShowSet, assistantStore } from '../../stores/assistant';

// the question list and its product question load when it is first opened
const AssistantMenu = lazy(() => import('./assistant-menu'));

export interface AssistantHostProps {
  /** the route leaves room for the button (not over a checkout's pay button) */
  buttonShown: boolean;
  callCenterPhone: string;
  /** the call centre's 'tel:' link */
  callCenterHref: string;
  /** §2.6 'Ver el menú en tienda': the first category shown on this device */
  firstCategoryPath: string;
}

function moveText(before: BotPosition, after: BotPosition): string {
  const side = botSide(after);
  if (side !== botSide(before))
    return side === 'left' ? 'Asistente a la izquierda' : 'Asistente a la derecha';
  if (after.Y < before.Y) return 'Asistente más arriba';
  if (after.Y > before.Y) return 'Asistente más abajo';
  return 'El asistente no puede moverse más';
}

/** §4.10 the floating assistant: its button (when shown) and its question list. */
export default function AssistantHost({
  buttonShown,
  callCenterPhone,
  callCenterHref,
  firstCategoryPath,
}: AssistantHostProps) {
  const { showBotButton, botPosition, menuOpen } = useSnapshot(assistantStore);
  const viewport = useBotViewport();
  const [menuWanted, setMenuWanted] = useState(menuOpen);
  const [announcement, setAnnouncement] = useState('');
  if (menuOpen && !menuWanted) setMenuWanted(true);

  // a landmark of its own: everything on the page sits in one (the button and its hint)
  return (
    <aside aria-label="Asistente">
      {buttonShown && showBotButton ? (
        <BotButton
          position={botPosition}
          viewport={viewport}
          menuOpen={menuOpen}
          onOpen={() => assistantMenuOpenSet(true)}
          onMove={(next, how) => {
            if (how === 'key') setAnnouncement(moveText(botPosition, next));
            assistantPositionSet(next);
          }}
        />
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {menuWanted ? (
        <Suspense fallback={null}>
          <AssistantMenu
            open={menuOpen}
            onClose={() => assistantMenuOpenSet(false)}
            side={botSide(botPosition)}
            callCenterPhone={callCenterPhone}
            callCenterHref={callCenterHref}
            firstCategoryPath={firstCategoryPath}
          />
        </Suspense>
      ) : null}
    </aside>
  );
}
