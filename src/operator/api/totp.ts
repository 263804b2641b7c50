import { OPERATOR_MESSAGES, OperatorApiError } from './operator-error';
import { operatorFetch } from './operator-fetch';

/** What enrolment shows: the authenticator link and its QR code as an SVG document. */
export interface TotpEnrolment {
  otpauthUrl: string;
  qrSvg: string;
}

/** POST /api/operador/totp/inicio: a new secret to enrol, as a link and a QR code. */
export async function totpStart(): Promise<TotpEnrolment> {
  const answer = await operatorFetch<Partial<TotpEnrolment>>('/totp/inicio', { method: 'POST' });
  const { otpauthUrl, qrSvg } = answer ?? {};
  if (typeof otpauthUrl !== 'string' || typeof qrSvg !== 'string') {
    throw new OperatorApiError(200, 'respuesta', OPERATOR_MESSAGES.respuesta);
  }
  return { otpauthUrl, qrSvg };
}

/** POST /api/operador/totp/confirmar: the first code from the app switches verification on. */
export async function totpConfirm(codigo: string): Promise<void> {
  await operatorFetch('/totp/confirmar', { method: 'POST', body: { codigo } });
}

/** The QR code as an image address: drawn by the browser as a picture, never as page HTML. */
export const totpQrImageSrc = (qrSvg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`;
