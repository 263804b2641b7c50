/**
 * The name the home's greeting calls a customer by: the first of their names ('Carlos' of
 * 'Carlos Andrés'), or, for a customer with no name on file, the nickname (which §5.1 makes
 * the e-mail's part before '@' when none was typed).
 */
export function greetingName(nombres: string, nickname: string): string {
  const first = nombres.trim().split(/\s+/)[0] ?? '';
  return first !== '' ? first : nickname.trim();
}

/** The line under the greeting: a welcome on the first visit after activation, else welcome back. */
export function greetingLine(firstVisit: boolean): string {
  return firstVisit ? '¡Te damos la bienvenida!' : '¡Qué bueno verte de nuevo!';
}
