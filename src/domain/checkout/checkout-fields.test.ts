import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  duiMask,
  duiOrNitCheck,
  duiOrNitMask,
  emailCheck,
  nitMask,
  phoneCheck,
  phoneDigits,
  phoneMask,
  requiredCheck,
} from './checkout-fields';

const { phone, email, duiOrNit, required } = CHECKOUT_MESSAGES;

describe('checkout messages (§5.2)', () => {
  it('are the spec text word for word', () => {
    expect(CHECKOUT_MESSAGES).toEqual({
      required: 'Este campo es requerido',
      email: 'Ingresa un correo electrónico válido',
      phone: 'Teléfono no válido',
      nit: 'NIT no válido',
      duiOrNit: 'Formato de DUI o NIT no válido',
    });
  });
});

describe('phone (§5.1)', () => {
  it('masks as typed: the dash comes with the fifth digit, at most 8 digits', () => {
    const typed = '22223333'.split('').map((_, i) => phoneMask('22223333'.slice(0, i + 1)));
    expect(typed).toEqual(['2', '22', '222', '2222', '2222-3', '2222-33', '2222-333', '2222-3333']);
    expect(phoneMask('2222-33334')).toBe('2222-3333');
    expect(phoneMask('')).toBe('');
  });

  it('masks pasted and spaced input, and drops a trailing dash (backspace)', () => {
    expect(phoneMask('2222 3333')).toBe('2222-3333');
    expect(phoneMask(' (503) 7777-8888')).toBe('5037-7778');
    expect(phoneMask('7777-')).toBe('7777');
    expect(phoneMask('abc')).toBe('');
  });

  it('accepts 8 digits starting with 2, 6 or 7, with or without the dash', () => {
    for (const ok of ['2222-3333', '22223333', '6000-0000', '79998888', ' 7123-4567 ']) {
      expect(phoneCheck(ok)).toBeNull();
    }
  });

  it('refuses other leading digits, 7 or 9 digits, spaces and misplaced dashes', () => {
    for (const bad of [
      '1222-3333',
      '3222-3333',
      '8222-3333',
      '9222-3333',
      '0222-3333',
      '2222-333',
      '2222-33334',
      '222233334',
      '2222 3333',
      '222-23333',
      '2222--3333',
      '',
      '2222-333a',
    ]) {
      expect(phoneCheck(bad), bad).toBe(phone);
    }
  });

  it('strips dashes and anything else to the digits sent', () => {
    expect(phoneDigits('2222-3333')).toBe('22223333');
    expect(phoneDigits(' 7777 8888 ')).toBe('77778888');
  });

  it('any 8 digits led by 2, 6 or 7 are valid once masked (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('2', '6', '7'), fc.stringMatching(/^\d{7}$/), (first, rest) => {
        const masked = phoneMask(first + rest);
        expect(masked).toMatch(/^\d{4}-\d{4}$/);
        expect(phoneCheck(masked)).toBeNull();
        expect(phoneDigits(masked)).toBe(first + rest);
      }),
    );
  });
});

describe('e-mail (§5.2)', () => {
  it('accepts ordinary addresses, trimmed', () => {
    for (const ok of ['ana@correo.com', 'ana.lopez+pedido@mail.example.com.sv', ' x_y@d-1.io ']) {
      expect(emailCheck(ok), ok).toBeNull();
    }
  });

  it('refuses addresses without local part, domain or letter TLD', () => {
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@correo.com',
      'ana@correo',
      'ana@correo.c',
      'ana@correo.123',
      'ana lopez@correo.com',
      'ana..lopez@correo.com',
      '.ana@correo.com',
      'ana@-correo.com',
      'ana@correo..com',
      'ana@@correo.com',
    ]) {
      expect(emailCheck(bad), bad).toBe(email);
    }
  });
});

describe('required (§5.2)', () => {
  it('refuses blank text only', () => {
    expect(requiredCheck('')).toBe(required);
    expect(requiredCheck('   ')).toBe(required);
    expect(requiredCheck(' a ')).toBeNull();
  });
});

describe('NIT and DUI (§5.1)', () => {
  it('masks a NIT as typed in groups 4-6-3-1', () => {
    expect(nitMask('0614')).toBe('0614');
    expect(nitMask('06141')).toBe('0614-1');
    expect(nitMask('0614121')).toBe('0614-121');
    expect(nitMask('0614120190')).toBe('0614-120190');
    expect(nitMask('06141201901')).toBe('0614-120190-1');
    expect(nitMask('0614120190101')).toBe('0614-120190-101');
    expect(nitMask('06141201901012')).toBe('0614-120190-101-2');
    expect(nitMask('0614 120190 101 2 99')).toBe('0614-120190-101-2');
  });

  it('masks a DUI as typed', () => {
    expect(duiMask('0123456')).toBe('0123456');
    expect(duiMask('01234567')).toBe('01234567');
    expect(duiMask('012345678')).toBe('01234567-8');
    expect(duiMask('0123456789')).toBe('01234567-8');
  });

  it('masks a DUI-or-NIT field as DUI up to 9 digits, then as NIT', () => {
    expect(duiOrNitMask('012345678')).toBe('01234567-8');
    expect(duiOrNitMask('01234567-89')).toBe('0123-456789');
    expect(duiOrNitMask('06141201901012')).toBe('0614-120190-101-2');
  });

  it('accepts a DUI or a NIT and refuses everything else', () => {
    expect(duiOrNitCheck('01234567-8')).toBeNull();
    expect(duiOrNitCheck('0614-120190-101-2')).toBeNull();
    expect(duiOrNitCheck(' 01234567-8 ')).toBeNull();
    for (const bad of [
      '012345678',
      '1234567-8',
      '01234567-89',
      '0614-12019-0101-2',
      '06141201901012',
      '01234567 8',
      '',
    ]) {
      expect(duiOrNitCheck(bad), bad).toBe(duiOrNit);
    }
  });
});
