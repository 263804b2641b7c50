import { Link } from '@tanstack/react-router';
import type { KeyboardEvent, Ref } from 'react';

/** The menu's pages; the last three are not shown on mobile. */
const LINKS = [
  { to: '/profile/locations', label: 'Perfil de usuario', desktop: false },
  { to: '/orders', label: 'Mis Pedidos', desktop: true },
  { to: '/favorites', label: 'Mis Favoritos', desktop: true },
  { to: '/coupons', label: 'Cupones', desktop: true },
] as const;

/**
 * §2.3 the avatar's menu: Perfil de usuario, Mis Pedidos, Mis Favoritos, Cupones (those three
 * not on mobile), Ordenes pendientes (only if any: the first opens by hash), Cerrar sesión.
 */
export function AvatarMenuList({
  id,
  listRef,
  onKeyDown,
  pendingOrderHashes,
  onPick,
  onLogout,
}: {
  id: string;
  listRef: Ref<HTMLUListElement>;
  onKeyDown: (e: KeyboardEvent<HTMLUListElement>) => void;
  pendingOrderHashes: readonly string[];
  /** a link was followed: the menu closes and gives the focus back */
  onPick: () => void;
  onLogout: () => void;
}) {
  return (
    <ul
      id={id}
      ref={listRef}
      role="menu"
      aria-label="Mi cuenta"
      className="user-menu__list"
      onKeyDown={onKeyDown}
    >
      {LINKS.map(({ to, label, desktop }) => (
        <li key={to} role="none" className={desktop ? 'user-menu__desktop' : undefined}>
          <Link role="menuitem" to={to} onClick={onPick}>
            {label}
          </Link>
        </li>
      ))}
      {pendingOrderHashes.length > 0 ? (
        <li role="none">
          <Link
            role="menuitem"
            to="/orders/$id"
            params={{ id: pendingOrderHashes[0]! }}
            onClick={onPick}
          >
            Ordenes pendientes
          </Link>
        </li>
      ) : null}
      <li role="none">
        <button role="menuitem" type="button" onClick={onLogout}>
          Cerrar sesión
        </button>
      </li>
    </ul>
  );
}
