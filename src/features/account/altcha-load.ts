/** The widget's texts for our customers (the package's es-419 set, without its loader). */
const ALTCHA_TEXTS: Record<string, string> = {
  ariaLinkLabel: 'Altcha (sitio web oficial)',
  enterCode: 'Ingresa el código',
  enterCodeAria: 'Ingresa el código que escuchas. Presiona Espacio para reproducir el audio.',
  error: 'Falló la verificación. Por favor vuelve a intentarlo más tarde.',
  expired: 'La verificación expiró. Por favor inténtalo de nuevo.',
  footer: 'Protegido por ALTCHA',
  getAudioChallenge: 'Obtener un reto de audio',
  label: 'No soy un robot',
  loading: 'Cargando...',
  reload: 'Volver a cargar',
  verify: 'Verificar',
  verificationRequired: '¡Verificación requerida!',
  verified: 'Verificado',
  verifying: 'Verificando...',
  waitAlert: 'Verificando... por favor espera.',
  cancel: 'Cancelar',
  enterCodeFromImage: 'Para continuar, ingresa el código de la imagen a continuación.',
};

/**
 * Loads the ALTCHA widget (the custom element <altcha-widget>) once a captcha is demanded:
 * the CSP-friendly build (altcha/external: no inline <style>, no blob: workers) with its
 * stylesheet and the SHA worker as a file of our own origin (worker-src 'self').
 */
export async function altchaLoad(): Promise<void> {
  const [, , worker] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/sha?worker'),
  ]);
  globalThis.$altcha.i18n.set('es-419', ALTCHA_TEXTS);
  const ShaWorker = worker.default;
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
  }
}
