/**
 * The app's routes at a profile path, with the menu and the server's time known and the
 * server faked at the transport (tests only).
 */
import { cleanup } from '@testing-library/react';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { sessionClearTokens, sessionSetCkKey, sessionSetTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import { userDataQuery, type UserData } from '../../api/cliente/get-data-user';
import { userWire } from '../../api/cliente/cliente.fixture';
import { renderAppAt, testQueryClient } from '../../test/app-render';
import { uiReset } from '../../stores/ui';
import { CK_KEY, fakeFetch, jsonAnswer, okAnswer, type SentRequest } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';

/** Thursday 26 November 2026, 10:00 in San Salvador. */
export const TODAY = '2026-11-26';
const serverTime: ServerTime = {
  fecha: `${TODAY}T10:00:00-06:00`,
  epochMs: Date.UTC(2026, 10, 26, 16),
  offsetMs: Date.UTC(2026, 10, 26, 16) - Date.now(),
};

/** An answer for one call, or null to let the default answer it. */
export type CallHandler = (call: string, req: SentRequest) => Response | null;

/** The calls the server received, by name ('cliente/saveCliente'). */
export const callOf = (req: SentRequest) => req.url.replace(/^.*\/api\//, '');

/** The server: getDataUser answers `userWire`, other calls `handler` or a plain '00'. */
export function fakeProfileServer(handler: CallHandler = () => null): void {
  fakeFetch((req) => {
    const call = callOf(req);
    const answer = handler(call, req);
    if (answer) return answer;
    if (call === 'cliente/getDataUser') return okAnswer({ data: userWire });
    return okAnswer();
  });
}

/** A '01' refusal with its field messages. */
export const refusal = (message: string, errores?: Record<string, string>) =>
  jsonAnswer({ codigoRetorno: '01', mensajeRetorno: message, ...(errores ? { errores } : {}) });

/** A fresh interface and, unless `loggedIn` is false, a customer's session. */
export function profileSetUp(loggedIn = true): void {
  localStorage.clear();
  uiReset();
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
  sessionSetCkKey(CK_KEY);
  if (loggedIn) sessionSetTokens('acc', 'ref');
}

/** Unmount and restore the network. */
export function profileTearDown(): void {
  cleanup();
  transportSet(null);
}

/**
 * Renders the app at `path`; `certificates` sets ENABLED_CER, `user` seeds the customer's
 * data as if already fetched (otherwise the page fetches it).
 */
export function renderProfile(
  path: string,
  options: { certificates?: boolean; user?: UserData } = {},
) {
  const queryClient = testQueryClient();
  const parametros = {
    ...menuSample.data.parametros,
    ENABLED_CER: options.certificates === false ? 'INA' : 'S',
  };
  queryClient.setQueryData(
    ['menu'],
    getDataResponseSchema.parse({ ...menuSample, data: { ...menuSample.data, parametros } }),
  );
  queryClient.setQueryData(['server-time'], serverTime);
  queryClient.setQueryData(['images'], []);
  if (options.user) queryClient.setQueryData(userDataQuery(true).queryKey, options.user);
  const router = renderAppAt(path, queryClient);
  return { router, queryClient };
}
