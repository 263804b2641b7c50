import * as v from 'valibot';
import type { CustomerCertificate } from '../../domain/certificates/certificate';
import { wireAnswer, wireObject, wireText } from '../../protocol/wire';
import { apiRequest } from '../request';
import { customerCertificateWireSchema } from './certificate-wire';

/** data/activarCertificado's '00': its message and the activated certificate. */
export interface CertificateActivation {
  message: string;
  certificate: CustomerCertificate;
}

/** data/activarCertificado answer: `mensajeRetorno` and `data`. */
export const activarCertificadoSchema = wireAnswer(
  v.pipe(
    wireObject({ mensajeRetorno: wireText, data: customerCertificateWireSchema }),
    v.transform((a): CertificateActivation => ({
      message: a.mensajeRetorno.trim(),
      certificate: a.data,
    })),
  ),
);

/**
 * §3.7 data/activarCertificado (secure, form `codigo`): attaches the certificate to the
 * account ('00' 'Certificado activado', again for the same account too). Another account's
 * or an unknown code is a '02' and rejects with ApiError (no toast: the screen shows it).
 */
export function activarCertificado(code: string): Promise<CertificateActivation> {
  return apiRequest('data/activarCertificado', {
    secure: true,
    body: { codigo: code.trim() },
    errorToast: false,
    schema: activarCertificadoSchema,
  });
}
