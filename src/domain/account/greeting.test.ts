import { describe, expect, it } from 'vitest';
import { greetingLine, greetingName } from './greeting';

describe('the home greeting', () => {
  it('calls the customer by the first of their names', () => {
    expect(greetingName('Carlos Andrés', 'carlos.ux')).toBe('Carlos');
    expect(greetingName('  Ana ', '')).toBe('Ana');
  });

  it('falls back to the nickname (the e-mail before @) only without a name', () => {
    expect(greetingName('  ', 'carlos.ux')).toBe('carlos.ux');
    expect(greetingName('', '')).toBe('');
  });

  it('welcomes a first visit and welcomes back after it', () => {
    expect(greetingLine(true)).toBe('¡Te damos la bienvenida!');
    expect(greetingLine(false)).toBe('¡Qué bueno verte de nuevo!');
  });
});
