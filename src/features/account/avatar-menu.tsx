import { useQuery } from '@tanstack/react-query';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { avatarLetters } from '../../domain/account/account-fields';
import { AvatarMenuList } from './avatar-menu-list';
import { useAccountLogout } from './use-account-logout';
import { useMenuButton } from './use-menu-button';
import { usePendingOrders } from './use-pending-orders';
import './avatar-menu.css';

/** §2.3 the avatar's name, with the pending orders the badge shows. */
const pendingLabel = (count: number) =>
  count === 0
    ? 'Mi cuenta'
    : `Mi cuenta, ${count} ${count === 1 ? 'orden pendiente' : 'órdenes pendientes'}`;

/**
 * §2.3 the logged-in customer's avatar (two letters of the name) and its menu
 * (`AvatarMenuList`). A menu button (`useMenuButton`): arrows move, Escape closes and gives the
 * focus back. The badge counts the pending orders (cliente/getOrdersPend). Loaded only for a
 * logged-in customer.
 */
export default function AvatarMenu() {
  const { data } = useQuery(userDataQuery(true));
  const pendingOrderHashes = usePendingOrders();
  const logout = useAccountLogout();
  const { open, setOpen, menuId, root, button, menu, close, onMenuKey, onButtonKey } =
    useMenuButton();
  const letters = avatarLetters(data?.nombres || data?.nickname || '');
  const pending = pendingOrderHashes.length;

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu__avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={pendingLabel(pending)}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">{letters || '?'}</span>
        {pending > 0 ? (
          <span className="user-menu__badge" aria-hidden="true">
            {pending}
          </span>
        ) : null}
      </button>
      {open ? (
        <AvatarMenuList
          id={menuId}
          listRef={menu}
          onKeyDown={onMenuKey}
          pendingOrderHashes={pendingOrderHashes}
          onPick={close}
          onLogout={() => {
            setOpen(false);
            void logout();
          }}
        />
      ) : null}
    </div>
  );
}
