/** What the page needs of Google's reCAPTCHA v2 script (`grecaptcha`). */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      hl?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
}

declare global {
  var grecaptcha: Grecaptcha | undefined;
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads Google's reCAPTCHA script once, when login demands a captcha and the server is
 * configured for reCAPTCHA (its CSP then allows the script and its frame: decision 028).
 * Resolves once `grecaptcha.render` exists; a script that cannot load rejects, and the
 * next demand tries again.
 */
export function recaptchaLoad(doc: Document = document): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.addEventListener('error', () => reject(new Error('reCAPTCHA no cargó')));
    script.addEventListener('load', function ready() {
      const api = globalThis.grecaptcha;
      if (api && typeof api.render === 'function') resolve(api);
      else setTimeout(ready, 50);
    });
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
