import { useState } from 'react';
import { usePageTitle } from '../../ui/use-page-title';
import { DeleteAccountDialog } from './delete-account-dialog';

/** What deleting the account erases and what it keeps, shown before and in the confirmation. */
export const ACCOUNT_ERASED = [
  'Tus datos personales: nombre, correo, teléfono, fecha de nacimiento y preferencias',
  'Tus direcciones guardadas',
  'Tus favoritos',
  'Tus cupones',
] as const;

export const ACCOUNT_KEPT =
  'Tus pedidos anteriores se conservan sin tus datos personales, para la contabilidad de la cadena.';

/**
 * §2.2 tab Eliminar Cuenta (/profile/delete-account): says exactly what is erased and what
 * is kept, then asks for the password in a confirmation dialog.
 */
export function DeleteAccountPage() {
  usePageTitle('Eliminar Cuenta');
  const [open, setOpen] = useState(false);
  return (
    <section className="profile-page" aria-labelledby="profile-delete-title">
      <h1 id="profile-delete-title">Eliminar cuenta</h1>
      <p>Al eliminar tu cuenta se borra de forma permanente:</p>
      <ul className="profile-delete__list">
        {ACCOUNT_ERASED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{ACCOUNT_KEPT}</p>
      <p>
        <strong>Esta acción no se puede deshacer.</strong> Podrás crear una cuenta nueva con el
        mismo correo cuando quieras.
      </p>
      <button
        type="button"
        className="button button--danger profile-delete__open"
        onClick={() => setOpen(true)}
      >
        Eliminar mi cuenta
      </button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
