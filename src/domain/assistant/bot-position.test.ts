import { describe, expect, it } from 'vitest';
import {
  assistantSettingsRead,
  BOT_DEFAULT,
  BOT_MARGIN,
  BOT_SIZE,
  BOT_TAB,
  botHiddenShift,
  botKeyMove,
  botPlace,
  botSnap,
} from './bot-position';

// a 390x844 phone: a 56 px header, the bottom navigation and the bag's bar below
const PHONE = { width: 390, height: 844, top: 56, bottom: 150 };

describe('the assistant button on the screen (§4.10, §9)', () => {
  it('starts on the right edge at two thirds of the height', () => {
    const place = botPlace(BOT_DEFAULT, PHONE);
    expect(place.side).toBe('right');
    expect(place.left).toBe(390 - BOT_MARGIN - BOT_SIZE);
    expect(place.top + BOT_SIZE / 2).toBeCloseTo((844 * 2) / 3);
  });

  it('is clamped under the header and above the bars, with the margin', () => {
    expect(botPlace({ X: 0, Y: 0 }, PHONE).top).toBe(56 + BOT_MARGIN);
    expect(botPlace({ X: 0, Y: 1 }, PHONE).top).toBe(844 - 150 - BOT_MARGIN - BOT_SIZE);
    // a screen too short for both: under the header wins
    expect(botPlace({ X: 1, Y: 1 }, { width: 300, height: 200, top: 56, bottom: 150 }).top).toBe(
      56 + BOT_MARGIN,
    );
  });

  it('snaps to the nearest side edge where it is let go', () => {
    expect(botSnap(100, 400, PHONE)).toEqual({ X: 0, Y: 400 / 844 });
    expect(botSnap(194, 400, PHONE).X).toBe(0);
    expect(botSnap(195, 400, PHONE).X).toBe(1);
    expect(botPlace(botSnap(100, 400, PHONE), PHONE)).toEqual({
      left: BOT_MARGIN,
      top: 400 - BOT_SIZE / 2,
      side: 'left',
    });
  });

  it('clamps a drag past the header or into the bars', () => {
    const high = botSnap(300, -50, PHONE);
    expect(botPlace(high, PHONE).top).toBe(56 + BOT_MARGIN);
    const low = botSnap(300, 840, PHONE);
    expect(botPlace(low, PHONE).top).toBe(844 - 150 - BOT_MARGIN - BOT_SIZE);
  });

  it('keeps its side and a height on screen after a rotation or a resize', () => {
    const stored = botSnap(20, 600, PHONE);
    const landscape = { width: 844, height: 390, top: 56, bottom: 150 };
    const place = botPlace(stored, landscape);
    expect(place.side).toBe('left');
    expect(place.top).toBeGreaterThanOrEqual(56 + BOT_MARGIN);
    expect(place.top + BOT_SIZE).toBeLessThanOrEqual(390 - 150 - BOT_MARGIN);
    // on a wide screen the right edge follows the width
    expect(botPlace({ X: 1, Y: 0.5 }, { width: 1280, height: 800, top: 64, bottom: 0 }).left).toBe(
      1280 - BOT_MARGIN - BOT_SIZE,
    );
  });

  it('hides mostly past its own edge, a tab left in sight', () => {
    const right = botPlace({ X: 1, Y: 0.5 }, PHONE);
    expect(390 - (right.left + botHiddenShift('right'))).toBe(BOT_TAB);
    const left = botPlace({ X: 0, Y: 0.5 }, PHONE);
    expect(left.left + botHiddenShift('left') + BOT_SIZE).toBe(BOT_TAB);
  });

  it('moves with the arrow keys: sides jump to the edge, up and down step, clamped', () => {
    const start = BOT_DEFAULT;
    const top0 = botPlace(start, PHONE).top;
    expect(botKeyMove(start, 'ArrowLeft', PHONE)?.X).toBe(0);
    expect(botPlace(botKeyMove(start, 'ArrowLeft', PHONE)!, PHONE).top).toBeCloseTo(top0);
    expect(botKeyMove({ X: 0, Y: 0.5 }, 'ArrowRight', PHONE)?.X).toBe(1);
    expect(botPlace(botKeyMove(start, 'ArrowUp', PHONE)!, PHONE).top).toBeCloseTo(top0 - 48);
    expect(botPlace(botKeyMove(start, 'ArrowDown', PHONE)!, PHONE).top).toBeCloseTo(top0 + 48);
    expect(botPlace(botKeyMove({ X: 1, Y: 0.8 }, 'ArrowDown', PHONE)!, PHONE).top).toBe(
      844 - 150 - BOT_MARGIN - BOT_SIZE,
    );
    expect(botKeyMove(start, 'Enter', PHONE)).toBeNull();
  });
});

describe('the stored assistant settings (§3.9)', () => {
  it('reads what was stored', () => {
    expect(
      assistantSettingsRead(
        JSON.stringify({ showBotButton: false, botPosition: { X: 0, Y: 0.4 } }),
      ),
    ).toEqual({ showBotButton: false, botPosition: { X: 0, Y: 0.4 } });
  });

  it('takes the defaults for nothing, bad JSON or bad values', () => {
    const defaults = { showBotButton: true, botPosition: BOT_DEFAULT };
    expect(assistantSettingsRead(null)).toEqual(defaults);
    expect(assistantSettingsRead('{not json')).toEqual(defaults);
    expect(assistantSettingsRead('null')).toEqual(defaults);
    expect(assistantSettingsRead('"texto"')).toEqual(defaults);
    expect(
      assistantSettingsRead(JSON.stringify({ showBotButton: 'no', botPosition: { X: 2, Y: 0.5 } })),
    ).toEqual(defaults);
    expect(
      assistantSettingsRead(
        JSON.stringify({ showBotButton: false, botPosition: { X: 0, Y: null } }),
      ),
    ).toEqual({ showBotButton: false, botPosition: BOT_DEFAULT });
  });
});
