/**
 * The app's routes at a gift card path, with the menu known (ENABLED_CER on or off) and the
 * server faked at the transport (tests only).
 */
import { cleanup, configure } from '@testing-library/react';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { getDataResponseSchema } from '../../api/menu/get-data';
import {
  sessionClearTokens,
  sessionSetCkKey,
  sessionSetGuestToken,
  sessionSetTokens,
} from '../../api/session';
import { transportSet } from '../../api/transport';
import type { CertificateWire, CustomerCertificateWire } from '../../protocol/certificate';
import { renderAppAt, testQueryClient } from '../../test/app-render';
import { certificateCartClear } from '../../stores/certificate-cart';
import { certificateCheckoutReset } from '../../stores/certificate-checkout';
import { uiReset } from '../../stores/ui';
import { CK_KEY, fakeFetch, okAnswer, type SentRequest } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';

// the routes' screens load as chunks: on two busy cores the first one can take over 1 s
configure({ asyncUtilTimeout: 5000 });

/** The call a sent request was for ('data/getCertificados'). */
export const callOf = (req: SentRequest) => req.url.replace(/^.*\/api\//, '');

/** A form-encoded request's fields. */
export const formOf = (req: SentRequest) =>
  Object.fromEntries(new URLSearchParams(String(req.body)));

/** The decrypted JSON of an encrypted request. */
export function decrypted(req: SentRequest): unknown {
  const cipher = new URLSearchParams(String(req.body)).get('data') ?? '';
  const text = AES.decrypt(cipher, Utf8.parse(CK_KEY), { mode: ECB, padding: Pkcs7 }).toString(
    Utf8,
  );
  return JSON.parse(text);
}

const images = {
  jpg: { small: '/img/cer/1-sm.jpg', medium: '/img/cer/1-md.jpg' },
  webp: { small: '/img/cer/1-sm.webp', medium: '/img/cer/1-md.webp' },
};

/** The catalogue the fake server sells. */
export const CATALOGUE: CertificateWire[] = [
  { id: 1, name: 'Gift Card $10', description: 'Para un antojo', amount: 10, images },
  { id: 2, name: 'Gift Card $25', description: 'Para compartir', amount: 25, images },
];

/** A certificate activated on the account. */
export const OWNED: CustomerCertificateWire = {
  ...CATALOGUE[1]!,
  code: 'ABCD2345EFGH',
  dedication: '¡Feliz cumpleaños!',
  balance: 18.5,
  expiration: '26/11/2027',
};

/** An answer for one call, or null to let the default answer it. */
export type CallHandler = (call: string, req: SentRequest) => Response | null;

/** The server: the catalogue and one gift card by id; other calls `handler` or a plain '00'. */
export function fakeCertificateServer(handler: CallHandler = () => null): void {
  fakeFetch((req) => {
    const call = callOf(req);
    const answer = handler(call, req);
    if (answer) return answer;
    if (call === 'data/getCertificados') return okAnswer({ data: CATALOGUE });
    if (call === 'data/getCertificado') {
      const found = CATALOGUE.find((c) => String(c.id) === formOf(req).id);
      return found ? okAnswer({ data: found }) : okAnswer();
    }
    return okAnswer();
  });
}

/** A fresh interface, an empty certificate cart and a guest (or, `loggedIn`, a customer). */
export function certificatesSetUp(loggedIn = false): void {
  localStorage.clear();
  sessionStorage.clear();
  uiReset();
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  certificateCartClear();
  certificateCheckoutReset();
  sessionClearTokens();
  sessionSetCkKey(CK_KEY);
  sessionSetGuestToken('guest-1');
  if (loggedIn) sessionSetTokens('acc', 'ref');
}

/** Unmount and restore the network. */
export function certificatesTearDown(): void {
  cleanup();
  transportSet(null);
}

/** Renders the app at `path`; `enabled` false sets ENABLED_CER 'INA'. */
export function renderCertificates(path: string, enabled = true) {
  const queryClient = testQueryClient();
  const parametros = { ...menuSample.data.parametros, ENABLED_CER: enabled ? 'S' : 'INA' };
  queryClient.setQueryData(
    ['menu'],
    getDataResponseSchema.parse({ ...menuSample, data: { ...menuSample.data, parametros } }),
  );
  queryClient.setQueryData(['server-time'], {
    fecha: '2026-11-26T10:00:00-06:00',
    epochMs: Date.now(),
    offsetMs: 0,
  });
  queryClient.setQueryData(['images'], []);
  const router = renderAppAt(path, queryClient);
  return { router, queryClient };
}
