import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { avatarLetters } from '../../domain/account/account-fields';
import { useAccountLogout } from './use-account-logout';
import { usePendingOrders } from './use-pending-orders';
import './avatar-menu.css';

/** §2.3 the avatar's name, with the pending orders the badge shows. */
const pendingLabel = (count: number) =>
  count === 0
    ? 'Mi cuenta'
    : `Mi cuenta, ${count} ${count === 1 ? 'orden pendiente' : 'órdenes pendientes'}`;

const items = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * §2.3 the logged-in customer's avatar (two letters of the name) and its menu: Perfil de
 * usuario, Mis Pedidos, Mis Favoritos, Cupones (those three not on mobile), Ordenes
 * pendientes (only if any), Cerrar sesión. A menu button: arrows move, Escape closes and
 * gives the focus back. The badge counts the pending orders (cliente/getOrdersPend); the
 * first opens by hash. Loaded only for a logged-in customer.
 */
export default function AvatarMenu() {
  const { data } = useQuery(userDataQuery(true));
  const pendingOrderHashes = usePendingOrders();
  const logout = useAccountLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const letters = avatarLetters(data?.nombres || data?.nickname || '');
  const pending = pendingOrderHashes.length;

  useEffect(() => {
    if (!open) return;
    items(menu.current)[0]?.focus();
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

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
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">{letters || '?'}</span>
        {pending > 0 ? (
          <span className="user-menu__badge" aria-hidden="true">
            {pending}
          </span>
        ) : null}
      </button>
      {open ? (
        <ul
          id={menuId}
          ref={menu}
          role="menu"
          aria-label="Mi cuenta"
          className="user-menu__list"
          onKeyDown={onMenuKey}
        >
          <li role="none">
            <Link role="menuitem" to="/profile/locations" onClick={close}>
              Perfil de usuario
            </Link>
          </li>
          <li role="none" className="user-menu__desktop">
            <Link role="menuitem" to="/orders" onClick={close}>
              Mis Pedidos
            </Link>
          </li>
          <li role="none" className="user-menu__desktop">
            <Link role="menuitem" to="/favorites" onClick={close}>
              Mis Favoritos
            </Link>
          </li>
          <li role="none" className="user-menu__desktop">
            <Link role="menuitem" to="/coupons" onClick={close}>
              Cupones
            </Link>
          </li>
          {pending > 0 ? (
            <li role="none">
              <Link
                role="menuitem"
                to="/orders/$id"
                params={{ id: pendingOrderHashes[0]! }}
                onClick={close}
              >
                Ordenes pendientes
              </Link>
            </li>
          ) : null}
          <li role="none">
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              Cerrar sesión
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
