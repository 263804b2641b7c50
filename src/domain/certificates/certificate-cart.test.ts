import { describe, expect, it } from 'vitest';
import { centsFromAmount } from '../money';
import {
  CERTIFICATE_DEDICATION_MAX,
  certificateCartIsComplete,
  certificateCartTotal,
  certificateLineErrors,
  type CertificateCartLine,
} from './certificate-cart';
import { certificateLineIdIsValid, certificateLineIdNew } from './certificate-line-id';

const fields = {
  buyerName: 'Ana',
  recipientName: 'Luis',
  recipientEmail: 'luis@example.com',
  dedication: '',
};

const line = (amount: number, over: Partial<CertificateCartLine> = {}): CertificateCartLine => ({
  ...fields,
  lineId: certificateLineIdNew(),
  certificateId: 1,
  name: 'Gift Card',
  amount: centsFromAmount(amount),
  images: { jpg: { small: '', medium: '' }, webp: { small: '', medium: '' } },
  ...over,
});

describe('certificateLineErrors', () => {
  it('accepts a complete line with or without a dedication', () => {
    expect(certificateLineErrors(fields)).toEqual({});
    expect(certificateLineErrors({ ...fields, dedication: 'Feliz cumpleaños' })).toEqual({});
  });

  it('gives the §5.2 messages: required names and e-mail, a valid e-mail', () => {
    expect(
      certificateLineErrors({
        buyerName: ' ',
        recipientName: '',
        recipientEmail: '',
        dedication: '',
      }),
    ).toEqual({
      buyerName: 'Este campo es requerido',
      recipientName: 'Este campo es requerido',
      recipientEmail: 'Este campo es requerido',
    });
    expect(certificateLineErrors({ ...fields, recipientEmail: 'luis@' })).toEqual({
      recipientEmail: 'Ingresa un correo electrónico válido',
    });
  });

  it('takes a dedication of the limit, not one more character', () => {
    const at = 'a'.repeat(CERTIFICATE_DEDICATION_MAX);
    expect(certificateLineErrors({ ...fields, dedication: at })).toEqual({});
    expect(certificateLineErrors({ ...fields, dedication: `${at}b` }).dedication).toBe(
      `Máximo ${CERTIFICATE_DEDICATION_MAX} caracteres`,
    );
  });
});

describe('certificate cart', () => {
  it('totals its lines and is complete with 1..5 valid lines', () => {
    const lines = [line(10), line(25.5)];
    expect(certificateCartTotal(lines)).toBe(centsFromAmount(35.5));
    expect(certificateCartIsComplete(lines)).toBe(true);
    expect(certificateCartIsComplete([])).toBe(false);
    expect(certificateCartIsComplete([line(10, { recipientEmail: '' })])).toBe(false);
    expect(certificateCartIsComplete(Array.from({ length: 6 }, () => line(10)))).toBe(false);
  });
});

describe('certificateLineIdNew', () => {
  it('writes 35 hex-and-dash characters, different each time', () => {
    const id = certificateLineIdNew();
    expect(id).toHaveLength(35);
    expect(id).toMatch(/^[0-9a-f-]{35}$/);
    expect(certificateLineIdIsValid(id)).toBe(true);
    expect(certificateLineIdNew()).not.toBe(id);
    expect(certificateLineIdNew(() => new Uint8Array(16).fill(171))).toBe(
      'abababab-abababab-abababab-abababab',
    );
  });
});
