/** The operator app's addresses (all under /operador, which the storefront never links). */
export const OPERATOR_PATHS = {
  board: '/operador',
  login: '/operador/entrar',
  enrol: '/operador/verificacion',
} as const;

/**
 * Where to go back after the login: a path of the operator app only (never another site,
 * nor the login itself), or null.
 */
export function returnPathRead(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!/^\/operador(\/|\?|$)/.test(value) || value.startsWith(OPERATOR_PATHS.login)) return null;
  return value;
}

/** The login's address, coming back to `returnTo` afterwards. */
export function loginHref(returnTo: string | null): string {
  const back = returnPathRead(returnTo);
  return back === null || back === OPERATOR_PATHS.board
    ? OPERATOR_PATHS.login
    : `${OPERATOR_PATHS.login}?volver=${encodeURIComponent(back)}`;
}
