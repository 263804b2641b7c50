import { proxy, subscribe } from 'valtio/vanilla';
import { sessionStore } from '../api/browser-storage';

/** sessionStorage key of the sign-up flow (a reload of the tab keeps it, a new tab starts over). */
export const SIGNUP_FLOW_STORAGE_KEY = 'account.flow';

/** §3.1 sign-up flow state, plus where a login goes back to. */
export interface SignupFlowState {
  /** a login code from the e-mail-sent flow (kept as §3.1 names it; nothing sets it yet) */
  loginCode: string;
  /** the e-mail of the sign-up (or of the validated or expired link) */
  emailSignup: string;
  /** the sign-up was started from the login page */
  fromLogin: boolean;
  /** §4.9 a new link was asked for less than 180 s ago */
  resent: boolean;
  /** §4.9 the validation link had expired: /login shows the expired-link dialog */
  modalHashExpired: boolean;
  /** auth/login demanded a captcha */
  showReCaptcha: boolean;
  /** §4.2 where a login or sign-up goes back to ('/checkout' from the guest choice) */
  returnTo: string | null;
  /** the account was just activated here: the next login is the customer's first visit */
  activated: boolean;
}

const INITIAL: SignupFlowState = {
  loginCode: '',
  emailSignup: '',
  fromLogin: false,
  resent: false,
  modalHashExpired: false,
  showReCaptcha: false,
  returnTo: null,
  activated: false,
};

/** A stored state read field by field: a damaged field falls back to its initial value. */
export function signupFlowRestore(raw: string | null): SignupFlowState {
  let stored: unknown = null;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    stored = null;
  }
  const state = { ...INITIAL };
  if (typeof stored !== 'object' || stored === null) return state;
  const s = stored as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  state.loginCode = text(s.loginCode);
  state.emailSignup = text(s.emailSignup);
  state.fromLogin = s.fromLogin === true;
  state.resent = s.resent === true;
  state.modalHashExpired = s.modalHashExpired === true;
  state.showReCaptcha = s.showReCaptcha === true;
  state.returnTo = returnPathOrNull(s.returnTo);
  state.activated = s.activated === true;
  return state;
}

/** Only a path of this site is a place to go back to ('/checkout'), never another origin. */
function returnPathOrNull(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : null;
}

/** §3.1 the sign-up flow, kept in sessionStorage. */
export const signupFlowStore = proxy<SignupFlowState>(
  signupFlowRestore(sessionStore()?.getItem(SIGNUP_FLOW_STORAGE_KEY) ?? null),
);

subscribe(signupFlowStore, () => {
  try {
    sessionStore()?.setItem(SIGNUP_FLOW_STORAGE_KEY, JSON.stringify(signupFlowStore));
  } catch {
    // storage full or denied: the flow still lives in memory
  }
});

/** §2.10 a sign-up was accepted: /email-sent shows this e-mail; no new link asked yet. */
export function signupFlowSignedUp(email: string): void {
  signupFlowStore.emailSignup = email.trim();
  signupFlowStore.resent = false;
}

/** §4.9 'No recibí el correo' pressed (true) or its 180 s passed (false). */
export function signupFlowResentSet(resent: boolean): void {
  signupFlowStore.resent = resent;
}

/** §4.9 the validation answered: '00' (expired false) or '03' (expired true); e-mail kept. */
export function signupFlowValidated(email: string, expired: boolean): void {
  if (email.trim() !== '') signupFlowStore.emailSignup = email.trim();
  signupFlowStore.modalHashExpired = expired;
  signupFlowStore.activated = !expired;
}

/** §4.9 the expired-link dialog was closed. */
export function signupFlowExpiredDismiss(): void {
  signupFlowStore.modalHashExpired = false;
}

/** auth/login said whether a captcha is demanded. */
export function signupFlowCaptchaSet(show: boolean): void {
  signupFlowStore.showReCaptcha = show;
}

/** §4.2 where to go after logging in (null: home); only paths of this site are kept. */
export function signupFlowReturnToSet(path: string | null, fromLogin = false): void {
  signupFlowStore.returnTo = returnPathOrNull(path);
  signupFlowStore.fromLogin = fromLogin;
}

/** §4.1 logged in: the flow is done (the return path is read before). */
export function signupFlowReset(): void {
  Object.assign(signupFlowStore, INITIAL);
}
