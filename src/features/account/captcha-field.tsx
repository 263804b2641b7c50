import { useEffect, useRef, useState } from 'react';
import { authCaptcha, type CaptchaSetup } from '../../api/auth/captcha';
import { altchaLoad } from './altcha-load';
import { recaptchaLoad } from './recaptcha-load';

interface CaptchaFieldProps {
  /** the solution to send as `captcha`, or null while there is none (or it expired) */
  onSolution: (payload: string | null) => void;
}

type Status = 'loading' | 'ready' | 'failed';

/** The widget's 'verified' event carries the base64 payload the server checks. */
function payloadOf(event: Event): string | null {
  const detail = (event as CustomEvent<{ payload?: unknown }>).detail;
  return typeof detail?.payload === 'string' ? detail.payload : null;
}

/**
 * Login's captcha, once auth/login answers showReCaptcha: a challenge from auth/captcha
 * solved by the ALTCHA widget (proof of work, loaded only now), whose payload the form
 * sends; or, when the server is configured for reCAPTCHA, Google's checkbox (its script
 * loaded only then), whose token the form sends the same way.
 */
export default function CaptchaField({ onSolution }: CaptchaFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  const [setup, setSetup] = useState<CaptchaSetup | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const report = useRef(onSolution);
  useEffect(() => {
    report.current = onSolution;
  }, [onSolution]);

  useEffect(() => {
    let live = true;
    authCaptcha()
      .then(async (answer) => {
        if (answer.kind === 'altcha') await altchaLoad();
        if (live) setSetup(answer);
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const container = host.current;
    if (setup?.kind !== 'recaptcha' || !container) return;
    let live = true;
    const slot = document.createElement('div');
    container.append(slot);
    recaptchaLoad()
      .then((api) => {
        if (!live) return;
        api.render(slot, {
          sitekey: setup.siteKey,
          hl: 'es-419',
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
        setStatus('ready');
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
      slot.remove();
      report.current(null);
    };
  }, [setup]);

  useEffect(() => {
    const container = host.current;
    if (setup?.kind !== 'altcha' || !container) return;
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('name', 'captcha');
    widget.setAttribute('language', 'es-419');
    widget.setAttribute('challenge', JSON.stringify(setup.challenge));
    const verified = (event: Event) => report.current(payloadOf(event));
    const lost = () => report.current(null);
    widget.addEventListener('verified', verified);
    widget.addEventListener('expired', lost);
    container.append(widget);
    setStatus('ready');
    return () => {
      widget.removeEventListener('verified', verified);
      widget.removeEventListener('expired', lost);
      widget.remove();
      report.current(null);
    };
  }, [setup]);

  if (status === 'failed') {
    return (
      <p className="account-form__notice" role="alert">
        No pudimos cargar la verificación. Recarga la página e inténtalo de nuevo.
      </p>
    );
  }
  return (
    <div className="account-captcha" aria-busy={status === 'loading'}>
      <p className="account-captcha__label">Completa la verificación para continuar</p>
      <div ref={host} data-testid="captcha-host" />
    </div>
  );
}
