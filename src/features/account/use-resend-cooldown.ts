import { useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { authResendActivation } from '../../api/auth/resend-activation';
import { signupFlowResentSet, signupFlowStore } from '../../stores/signup-flow';

/** §4.9 how long 'No recibí el correo' stays disabled after a new link was asked for. */
export const RESEND_COOLDOWN_MS = 180_000;

/**
 * §4.9 'No recibí el correo': pressing sets resent, asks auth/resendActivation for the
 * sign-up e-mail (the success toast is its answer's) and disables the button; after
 * 180 000 ms resent is false again. If resent is already true when the page opens, the
 * resend fires on its own.
 */
export function useResendCooldown(email: string): { resent: boolean; resend: () => void } {
  const { resent } = useSnapshot(signupFlowStore);
  const fired = useRef(false);

  const send = useCallback(() => {
    signupFlowResentSet(true);
    void authResendActivation(email).catch(() => undefined);
  }, [email]);

  useEffect(() => {
    if (fired.current || email === '') return;
    fired.current = true;
    if (signupFlowStore.resent) send();
  }, [email, send]);

  useEffect(() => {
    if (!resent) return;
    const timer = setTimeout(() => signupFlowResentSet(false), RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [resent]);

  return { resent, resend: send };
}
