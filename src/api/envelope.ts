import { apiEvents } from './api-events';
import { ApiError } from './api-error';

/** The §7 answer envelope; the call's data sits beside these two fields. */
export type Envelope = Record<string, unknown> & {
  codigoRetorno?: unknown;
  mensajeRetorno?: unknown;
};

export interface EnvelopeToasts {
  /** '00': true shows the server message, a string shows that text */
  successToast?: boolean | string;
  /** false: '01'/'02' throw without a toast, for callers with their own handling */
  errorToast?: boolean;
}

const DEFAULT_ERROR = 'Lo sentimos, ha ocurrido un error. Por favor, vuelve a intentarlo.';

/** §8.1 apply the return code: toasts per severity, ApiError for everything but '00'. */
export function envelopeCheck(json: Envelope, toasts: EnvelopeToasts, status: number): void {
  const code = typeof json.codigoRetorno === 'string' ? json.codigoRetorno : '00';
  const message = typeof json.mensajeRetorno === 'string' ? json.mensajeRetorno.trim() : '';
  const fail = (): never => {
    throw new ApiError(code, message || DEFAULT_ERROR, { status, payload: json });
  };
  switch (code) {
    case '00': {
      const { successToast } = toasts;
      const text = typeof successToast === 'string' ? successToast : message;
      if (successToast && text) apiEvents.notice('success', text);
      return;
    }
    case '01':
      if (toasts.errorToast !== false) apiEvents.notice('warning', message || DEFAULT_ERROR);
      return fail();
    case '02':
      if (toasts.errorToast !== false) apiEvents.notice('error', message || DEFAULT_ERROR);
      return fail();
    default:
      return fail();
  }
}
