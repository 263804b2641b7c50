import { z } from 'zod';
import { CERTIFICATE_ORDER_LINES_MAX } from '../../src/protocol/certificate.ts';
import { textBlock, textLine } from '../wire/text-fields.ts';
import { idempotencyKey } from '../idempotency/idempotency-key.ts';

/**
 * §3.7 the decrypted body of data/saveOrderCertificado: `{ data, menu, orden }`. This reads the
 * shape only, every text bounded; the rules a customer can break (line count, amounts,
 * e-mails, the dedication's length) are checked by certificateOrderSave and answered '01'
 * with CERTIFICATE_MESSAGES. A malformed body is 400 'Solicitud inválida: <path>: <reason>'.
 */

const text = (max: number) =>
  z.string({ error: 'debe ser un texto' }).max(max, `admite como máximo ${max} caracteres`);
/** A name or another single line the certificate and its mail carry. */
const textOneLine = (max: number) => textLine(text(max));
const flag = z.union([z.literal(0), z.literal(1)], { error: 'debe ser 1 o 0' });

/** Longest text of a line; the dedication's own limit (DEDICATION_LIMIT) is a '01'. */
const LINE_TEXT_MAX = 1000;

const line = z.object({
  I: z.number({ error: 'debe ser un número entero' }).int().min(1).max(2_147_483_647),
  P: z.number({ error: 'debe ser un monto' }).min(0).max(100_000),
  TIP: z.literal('CER', { error: 'debe ser CER' }),
  C: z.literal(1, { error: 'debe ser 1' }),
  VS: flag,
  CER_N: textOneLine(200),
  CER_ND: textOneLine(200),
  CER_CD: text(254),
  CER_D: textBlock(text(LINE_TEXT_MAX)),
});

export const certificateOrderBody = z.object({
  data: z.object({
    nombres: textOneLine(200),
    nombre: textOneLine(200),
    correo: text(254),
    telefono: textOneLine(20),
    enviarFactura: flag,
    device: textOneLine(20),
  }),
  // a few more than allowed still reads, so the customer gets the '01' text
  menu: z.array(line).max(CERTIFICATE_ORDER_LINES_MAX * 4),
  // contract "Idempotency" (certificateOrderSave); optional: an app from before the key was
  // sent still saves, one order per request as it did
  orden: z.object({ idempotencia: idempotencyKey }).optional(),
});

export type CertificateOrderInput = z.infer<typeof certificateOrderBody>;
