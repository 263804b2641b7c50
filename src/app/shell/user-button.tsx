import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { sessionClearTokens } from '../../api/session';
import { UserIcon } from '../../ui/icons';
import { avatarInitials } from './avatar-initials';
import './user-menu.css';

interface UserButtonProps {
  loggedIn: boolean;
  /** The customer's name; the avatar shows its first two letters. */
  name?: string;
  /** §2.3 pending orders: badge count; the first one opens by hash. */
  pendingOrderHashes?: readonly string[];
}

/** §2.3 'Iniciar sesión' when logged out; the avatar and its menu when logged in. */
export function UserButton({ loggedIn, name = '', pendingOrderHashes = [] }: UserButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  if (!loggedIn) {
    return (
      <Link to="/login" className="header-pill">
        <UserIcon />
        <span>Iniciar sesión</span>
      </Link>
    );
  }

  const pending = pendingOrderHashes.length;
  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu__avatar"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={pending > 0 ? `Mi cuenta, ${pending} órdenes pendientes` : 'Mi cuenta'}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">{avatarInitials(name) || '?'}</span>
        {pending > 0 ? (
          <span className="user-menu__badge" aria-hidden="true">
            {pending}
          </span>
        ) : null}
      </button>
      {open ? (
        <ul id={menuId} className="user-menu__list">
          <li>
            <Link to="/profile/locations" onClick={close}>
              Perfil de usuario
            </Link>
          </li>
          <li className="user-menu__desktop">
            <Link to="/orders" onClick={close}>
              Mis Pedidos
            </Link>
          </li>
          <li className="user-menu__desktop">
            <Link to="/favorites" onClick={close}>
              Mis Favoritos
            </Link>
          </li>
          <li className="user-menu__desktop">
            <Link to="/coupons" onClick={close}>
              Cupones
            </Link>
          </li>
          {pending > 0 ? (
            <li>
              <Link to="/orders/$id" params={{ id: pendingOrderHashes[0]! }} onClick={close}>
                Ordenes pendientes
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                sessionClearTokens();
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
