/**
 * §4.10 / §9 the assistant button's place on the screen: a pure function of the stored
 * position and the viewport, so a rotation or a resize re-clamps it and tests need no DOM.
 *
 * The stored position is relative to the viewport: X is the side (0 the left edge, 1 the
 * right edge) and Y the button's centre as a fraction of the viewport's height.
 */

/** §9 the button's size and its margin to the screen's edges, in CSS pixels: docked small at the edge, still a 44 px target (issue 34). */
export const BOT_SIZE = 48;
export const BOT_MARGIN = 4;
/** §9 the button hides to its edge this long after the question list closes. */
export const BOT_HIDE_MS = 2000;
/** How much of a hidden button stays on screen: a tab to tap or focus. */
export const BOT_TAB = 24;
/** A pointer that moves less than this is a tap, not a drag. */
export const BOT_DRAG_THRESHOLD = 8;
/** The arrow keys Up and Down move the button by this much. */
export const BOT_KEY_STEP = 48;

export interface BotPosition {
  /** 0 the left edge, 1 the right edge */
  X: number;
  /** the centre's height as a fraction of the viewport's */
  Y: number;
}

export type BotSide = 'left' | 'right';

export interface BotViewport {
  width: number;
  height: number;
  /** what the header takes at the top */
  top: number;
  /** what the bottom navigation and the bag's bar take at the bottom */
  bottom: number;
}

/** §4.10 the right edge at two thirds of the screen's height. */
export const BOT_DEFAULT: BotPosition = { X: 1, Y: 2 / 3 };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The highest and lowest top the button may have (the lowest wins on a tiny screen). */
function topRange(viewport: BotViewport): [number, number] {
  const min = viewport.top + BOT_MARGIN;
  const max = viewport.height - viewport.bottom - BOT_MARGIN - BOT_SIZE;
  return [min, Math.max(min, max)];
}

/** The side a position snaps to. */
export function botSide(position: BotPosition): BotSide {
  return position.X < 0.5 ? 'left' : 'right';
}

/** §4.10 where the button is drawn: on its edge, clamped between the header and the bars. */
export function botPlace(
  position: BotPosition,
  viewport: BotViewport,
): { left: number; top: number; side: BotSide } {
  const side = botSide(position);
  const left =
    side === 'left' ? BOT_MARGIN : Math.max(BOT_MARGIN, viewport.width - BOT_MARGIN - BOT_SIZE);
  const [min, max] = topRange(viewport);
  const top = clamp(position.Y * viewport.height - BOT_SIZE / 2, min, max);
  return { left, top, side };
}

/** §4.10 after a drag: the nearest side edge, the height clamped; the centre is where it was let go. */
export function botSnap(centreX: number, centreY: number, viewport: BotViewport): BotPosition {
  const [min, max] = topRange(viewport);
  const top = clamp(centreY - BOT_SIZE / 2, min, max);
  return {
    X: centreX < viewport.width / 2 ? 0 : 1,
    Y: viewport.height > 0 ? (top + BOT_SIZE / 2) / viewport.height : BOT_DEFAULT.Y,
  };
}

/** §4.10 the horizontal shift of a hidden button: mostly past its edge, a tab left in sight. */
export function botHiddenShift(side: BotSide): number {
  const shift = BOT_MARGIN + BOT_SIZE - BOT_TAB;
  return side === 'left' ? -shift : shift;
}

/**
 * The keyboard's alternative to dragging: Left and Right jump to that edge, Up and Down
 * move by a step, clamped; null for any other key.
 */
export function botKeyMove(
  position: BotPosition,
  key: string,
  viewport: BotViewport,
): BotPosition | null {
  const { left, top } = botPlace(position, viewport);
  const centreX = left + BOT_SIZE / 2;
  const centreY = top + BOT_SIZE / 2;
  switch (key) {
    case 'ArrowLeft':
      return botSnap(0, centreY, viewport);
    case 'ArrowRight':
      return botSnap(viewport.width, centreY, viewport);
    case 'ArrowUp':
      return botSnap(centreX, centreY - BOT_KEY_STEP, viewport);
    case 'ArrowDown':
      return botSnap(centreX, centreY + BOT_KEY_STEP, viewport);
    default:
      return null;
  }
}

const fraction = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** §3.9 the assistant's settings as stored on the device. */
export interface AssistantSettings {
  showBotButton: boolean;
  botPosition: BotPosition;
}

export const ASSISTANT_DEFAULTS: AssistantSettings = {
  showBotButton: true,
  botPosition: BOT_DEFAULT,
};

/** §3.9 reads stored settings defensively: anything unreadable takes its default. */
export function assistantSettingsRead(raw: string | null): AssistantSettings {
  let value: unknown = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    // not JSON: the defaults
  }
  if (typeof value !== 'object' || value === null) return { ...ASSISTANT_DEFAULTS };
  const stored = value as { showBotButton?: unknown; botPosition?: unknown };
  const position = stored.botPosition as { X?: unknown; Y?: unknown } | null | undefined;
  return {
    showBotButton:
      typeof stored.showBotButton === 'boolean'
        ? stored.showBotButton
        : ASSISTANT_DEFAULTS.showBotButton,
    botPosition:
      typeof position === 'object' &&
      position !== null &&
      fraction(position.X) &&
      fraction(position.Y)
        ? { X: position.X, Y: position.Y }
        : BOT_DEFAULT,
  };
}
