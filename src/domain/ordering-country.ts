/** §1 the one country whose customers may order. */
export const ORDERING_COUNTRY = 'SV';

/** §1 / issue 18 what the app and the server say when ordering is not allowed. */
export const ORDERING_COUNTRY_MESSAGE = 'Los pedidos en línea no están disponibles en este país.';

/**
 * §1 / §3.9 ordering is allowed only when the chain's country code is SV (compared trimmed,
 * in any case), unless the fake-cash flag overrides it; the menu stays browsable either way.
 */
export function orderingAllowed(countryCode: string, fakeCash: boolean): boolean {
  return fakeCash || countryCode.trim().toUpperCase() === ORDERING_COUNTRY;
}
