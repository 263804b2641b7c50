/**
 * '01' | '02' | '03' are §8.1 return codes; the rest are transport failures:
 * AUTH (401/403), HTTP (other status without an envelope), NETWORK, TIMEOUT, PARSE.
 */
export type ApiErrorCode = '01' | '02' | '03' | 'AUTH' | 'HTTP' | 'NETWORK' | 'TIMEOUT' | 'PARSE';

/** A failed protocol call; `payload` is the server's answer when there was one. */
export class ApiError extends Error {
  readonly code: ApiErrorCode | (string & {});
  readonly status: number | null;
  readonly payload: unknown;

  constructor(
    code: ApiErrorCode | (string & {}),
    message: string,
    options: { status?: number | null; payload?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? null;
    this.payload = options.payload;
  }
}

/** §8.2 message shown when the server cannot be reached or answers garbage. */
export const COMMUNICATION_ERROR = 'Error de comunicación';
