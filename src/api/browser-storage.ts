/**
 * The browser's storages, or null where there is none or it is refused: a test runner, a
 * private window whose settings throw on access, a browser with site data turned off. Every
 * store that keeps something on the device reads it through here and carries on in memory
 * without it.
 */

/** localStorage: kept on this device until removed (§3.9). */
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** sessionStorage: kept for this tab, through reloads. */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
