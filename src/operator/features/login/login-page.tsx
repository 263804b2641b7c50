import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { OPERATOR_MESSAGES, OperatorApiError } from '../../api/operator-error';
import { sessionLogin, sessionQueryOptions, type LoginInput } from '../../api/session';
import { staffMustEnrol } from '../../api/staff';
import { OPERATOR_PATHS } from '../../operator-paths';
import { useOperatorTitle } from '../../operator-page';
import { loginLock, loginLockFor } from '../../stores/login-lock';
import { VerificationCodeField, verificationCodeError } from '../../verification-code';

/** True while the server's lockout lasts; turns false by itself when it ends. */
function useLocked(): boolean {
  const { until } = useSnapshot(loginLock);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return until > now;
}

const messageOf = (error: unknown) =>
  error instanceof OperatorApiError ? error.message : OPERATOR_MESSAGES.server;

/** The login's state and its submission: code field, lockout and where to go after. */
function useLogin(returnTo: string | null) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (input: LoginInput) => {
    setBusy(true);
    setError(null);
    try {
      const staff = await sessionLogin(needsCode ? input : { ...input, codigo: undefined });
      queryClient.setQueryData(sessionQueryOptions().queryKey, staff);
      const next = staffMustEnrol(staff)
        ? OPERATOR_PATHS.enrol
        : (returnTo ?? OPERATOR_PATHS.board);
      router.history.push(next);
    } catch (failure) {
      if (failure instanceof OperatorApiError && failure.code === 'codigo') setNeedsCode(true);
      if (failure instanceof OperatorApiError && failure.code === 'bloqueado') {
        loginLockFor(failure.retryAfterSeconds ?? 60);
      }
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return { needsCode, error, setError, busy, submit };
}

/** /operador/entrar: a staff member's login (the session is the server's httpOnly cookie). */
export function LoginPage({ returnTo }: { returnTo: string | null }) {
  useOperatorTitle('Entrar');
  const { needsCode, error, setError, busy, submit } = useLogin(returnTo);
  const locked = useLocked();
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    const input = { email: field('email'), password: String(data.get('password') ?? '') };
    if (input.email === '' || input.password === '') {
      setError('Escribe tu correo electrónico y tu contraseña.');
      return;
    }
    const codigo = field('codigo');
    const codeError = needsCode ? verificationCodeError(codigo) : null;
    if (codeError) {
      setError(codeError);
      return;
    }
    void submit({ ...input, codigo });
  };

  return (
    <main className="op-login">
      <h1>Entrar a la tienda</h1>
      <form className="op-form" onSubmit={onSubmit} noValidate>
        <label className="op-field">
          <span>Correo electrónico</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="op-field">
          <span>Contraseña</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {needsCode && <VerificationCodeField inputRef={codeRef} />}
        <p className="op-form__error" role="alert">
          {error}
        </p>
        <button className="op-button" type="submit" disabled={busy || locked}>
          {busy ? 'Entrando...' : 'Entrar'}
        </button>
      </form>
    </main>
  );
}
