import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { OPERATOR_MESSAGES, OperatorApiError } from '../../api/operator-error';
import { OPERATOR_KEY, sessionQueryOptions } from '../../api/session';
import { totpConfirm, totpQrImageSrc, totpStart } from '../../api/totp';
import { OPERATOR_PATHS } from '../../operator-paths';
import { useOperatorTitle } from '../../operator-page';
import { VerificationCodeField, verificationCodeError } from '../../verification-code';

const messageOf = (error: unknown) =>
  error instanceof OperatorApiError ? error.message : OPERATOR_MESSAGES.server;

/** The secret to enrol, asked once per visit of the screen (each ask makes a new one). */
const enrolmentQuery = {
  queryKey: [...OPERATOR_KEY, 'totp', 'inicio'],
  queryFn: totpStart,
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
} as const;

function useConfirm() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async (codigo: string) => {
    setBusy(true);
    setError(null);
    try {
      await totpConfirm(codigo);
      const key = sessionQueryOptions().queryKey;
      const staff = queryClient.getQueryData(key);
      if (staff) queryClient.setQueryData(key, { ...staff, totp: true });
      router.history.push(OPERATOR_PATHS.board);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return { error, setError, busy, confirm };
}

/** /operador/verificacion: two-step verification switched on with an authenticator app. */
export function TotpPage() {
  useOperatorTitle('Verificación en dos pasos');
  const enrolment = useQuery(enrolmentQuery);
  const { error, setError, busy, confirm } = useConfirm();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const codigo = String(new FormData(event.currentTarget).get('codigo') ?? '').trim();
    const codeError = verificationCodeError(codigo);
    if (codeError) setError(codeError);
    else void confirm(codigo);
  };
  return (
    <main className="op-login">
      <h1>Activa la verificación en dos pasos</h1>
      <p>
        Escanea el código con tu app de autenticación (por ejemplo Google Authenticator o Microsoft
        Authenticator) y escribe el código de 6 dígitos que te muestra.
      </p>
      {enrolment.isPending && <p role="status">Preparando el código...</p>}
      {enrolment.isError && <p role="alert">{messageOf(enrolment.error)}</p>}
      {enrolment.data && (
        <div className="op-totp">
          <img
            className="op-totp__qr"
            src={totpQrImageSrc(enrolment.data.qrSvg)}
            alt="Código QR para tu app de autenticación"
            width={240}
            height={240}
          />
          <a href={enrolment.data.otpauthUrl}>
            Abrir en la app de autenticación de este dispositivo
          </a>
        </div>
      )}
      <form className="op-form" onSubmit={onSubmit} noValidate>
        <VerificationCodeField />
        <p className="op-form__error" role="alert">
          {error}
        </p>
        <button className="op-button" type="submit" disabled={busy || !enrolment.data}>
          Activar
        </button>
      </form>
    </main>
  );
}
