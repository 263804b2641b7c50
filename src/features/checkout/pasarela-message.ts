/** Contract (card payment): what the provider's page reports to the app. */
export type PasarelaResult = 'exito' | 'error' | 'invalid';

const RESULTS: readonly PasarelaResult[] = ['exito', 'error', 'invalid'];

/**
 * §4.3 reads a window 'message' as the card provider's answer: only from this site's origin,
 * `{ type: 'pasarela', resultado }`, and for this order when it names one. Null otherwise.
 */
export function pasarelaResult(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
  orderId: number,
): PasarelaResult | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, resultado, idorder } = data as Record<string, unknown>;
  if (type !== 'pasarela') return null;
  if (idorder !== undefined && Number(idorder) !== orderId) return null;
  return RESULTS.find((r) => r === resultado) ?? null;
}
