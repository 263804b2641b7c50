import { proxy } from 'valtio/vanilla';
import {
  assistantSettingsRead,
  type AssistantSettings,
  type BotPosition,
} from '../domain/assistant/bot-position';

/** §3.9 localStorage key of the assistant's settings. */
export const ASSISTANT_STORAGE_KEY = 'assistant-settings';

function storedRead(): AssistantSettings {
  try {
    return assistantSettingsRead(localStorage.getItem(ASSISTANT_STORAGE_KEY));
  } catch {
    // storage denied: the defaults, for this visit
    return assistantSettingsRead(null);
  }
}

const stored = storedRead();

/**
 * §3.9 / §4.10 the assistant: its button shown or hidden by the customer and where it sits
 * (both stored on the device), and whether its question list is open.
 */
export const assistantStore = proxy({
  showBotButton: stored.showBotButton,
  botPosition: stored.botPosition,
  menuOpen: false,
});

function persist(): void {
  const settings: AssistantSettings = {
    showBotButton: assistantStore.showBotButton,
    botPosition: { X: assistantStore.botPosition.X, Y: assistantStore.botPosition.Y },
  };
  try {
    localStorage.setItem(ASSISTANT_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // storage full or denied: the setting holds for this visit
  }
}

/** §2.3 'Ocultar asistente' / 'Mostrar asistente'. */
export function assistantShowSet(show: boolean): void {
  assistantStore.showBotButton = show;
  persist();
}

/** §4.10 after a drag or an arrow key: the new place, stored. */
export function assistantPositionSet(position: BotPosition): void {
  assistantStore.botPosition = { X: position.X, Y: position.Y };
  persist();
}

/** §4.10 open or close the question list; opening shows a hidden button again. */
export function assistantMenuOpenSet(open: boolean): void {
  if (open && !assistantStore.showBotButton) assistantShowSet(true);
  assistantStore.menuOpen = open;
}
