import { proxy, ref } from 'valtio/vanilla';

/**
 * §2.7 where the 'Ver mi bolsa' button sits on a page with its own bottom bar ('Agregar a mi
 * bolsa'): the bar offers a place and the button docks in it instead of floating over it.
 * Loaded only with the screens that use it, never on the first load.
 */
export const cartDock = proxy({ slot: null as HTMLElement | null });

/** A bar's place for the bag button, or null when the bar leaves the screen. */
export function cartDockSet(slot: HTMLElement | null): void {
  cartDock.slot = slot === null ? null : ref(slot);
}
