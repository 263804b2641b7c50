import { cartDockSet } from '../../stores/cart-dock';

// stable, so that React hands the element over once on mount and null on unmount
const dockRef = (element: HTMLDivElement | null) => cartDockSet(element);

/** §2.7 the place in a bottom bar where 'Ver mi bolsa' docks instead of covering the bar. */
export function CartDockSlot({ className }: { className: string }) {
  return <div className={className} ref={dockRef} />;
}
