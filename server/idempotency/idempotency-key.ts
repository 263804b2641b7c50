import { z } from 'zod';

/**
 * Contract "Idempotency": the client's key of a save (a meal order or a certificate order)
 * and the Spanish answers that go with it.
 */
export const IDEMPOTENCY_MSG = {
  /** 400 reason, after 'Solicitud inválida: <path>: ' */
  key: 'debe ser un identificador UUID de 36 caracteres',
  /** HTTP 409 '02': the idempotency key was used with another body (or by another customer) */
  inProcess: 'Tu orden ya se encuentra en proceso',
} as const;

/** The key: a UUID (36 characters), compared in lower case. */
export const idempotencyKey = z
  .string({ error: 'debe ser un texto' })
  .max(36, 'admite como máximo 36 caracteres')
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, IDEMPOTENCY_MSG.key)
  .transform((key) => key.toLowerCase());
