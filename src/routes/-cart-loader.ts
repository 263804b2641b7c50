import { loadMenu, type LoaderArgs } from '../api/menu/menu-loader';

/**
 * Loader of the screens that show the stored bag (/cart, /checkout): the menu and, at the
 * same time, the bag read from the device, so the first render already shows its lines
 * instead of a loading line that the lines then push down. The cart store stays out of the
 * first load of other pages (a dynamic import); should reading fail, the screen's own
 * hydration tries again.
 */
export async function loadMenuAndBag(args: LoaderArgs) {
  const [menu] = await Promise.all([
    loadMenu(args),
    import('../stores/cart').then((cart) => cart.cartStoreHydrate()).catch(() => undefined),
  ]);
  return menu;
}
