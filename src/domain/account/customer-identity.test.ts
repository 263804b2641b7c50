import { describe, expect, it } from 'vitest';
import { emailCanonical, phoneCanonical } from './customer-identity';

describe('emailCanonical: the variants of one mailbox are one customer', () => {
  it('trims and lower-cases', () => {
    expect(emailCanonical('  Cupon.A@Example.COM ')).toBe('cupon.a@example.com');
  });

  it('removes the +tag for every provider', () => {
    expect(emailCanonical('cupon.a+1@example.com')).toBe('cupon.a@example.com');
    expect(emailCanonical('cupon+a+b@example.com')).toBe('cupon@example.com');
    expect(emailCanonical('cupon.a+@example.com')).toBe('cupon.a@example.com');
  });

  it('removes dots only where the provider ignores them (gmail.com, googlemail.com)', () => {
    expect(emailCanonical('cupon.b@gmail.com')).toBe('cuponb@gmail.com');
    expect(emailCanonical('C.u.P.o.N.b+x@GoogleMail.com')).toBe('cuponb@gmail.com');
    expect(emailCanonical('cupon.b@example.com')).toBe('cupon.b@example.com');
    expect(emailCanonical('cupon.b@gmail.com.sv')).toBe('cupon.b@gmail.com.sv');
    expect(emailCanonical('cupon.b@mail.gmail.com')).toBe('cupon.b@mail.gmail.com');
  });

  it('never leaves the local part empty', () => {
    expect(emailCanonical('+promo@example.com')).toBe('+promo@example.com');
    expect(emailCanonical('...@gmail.com')).toBe('...@gmail.com');
    expect(emailCanonical('+x@gmail.com')).toBe('+x@gmail.com');
  });

  it('reads the domain after the last @; text without one is only trimmed', () => {
    expect(emailCanonical('a.b@c@gmail.com')).toBe('ab@c@gmail.com');
    expect(emailCanonical(' Sin-Arroba ')).toBe('sin-arroba');
    expect(emailCanonical('@gmail.com')).toBe('@gmail.com');
    expect(emailCanonical('')).toBe('');
  });
});

describe('phoneCanonical: digits only, in the national form', () => {
  it('strips signs and spaces', () => {
    expect(phoneCanonical('7000-1234')).toBe('70001234');
    expect(phoneCanonical(' 7000 1234 ')).toBe('70001234');
  });

  it('drops the country calling code (+503, 00503)', () => {
    expect(phoneCanonical('+503 7000-1234')).toBe('70001234');
    expect(phoneCanonical('(503) 70001234')).toBe('70001234');
    expect(phoneCanonical('00503 7000 1234')).toBe('70001234');
  });

  it('keeps other forms as their digits', () => {
    expect(phoneCanonical('5037000123')).toBe('5037000123');
    expect(phoneCanonical('+1 (555) 010-2030')).toBe('15550102030');
    expect(phoneCanonical('50370001234')).toBe('70001234');
    expect(phoneCanonical('')).toBe('');
  });
});
