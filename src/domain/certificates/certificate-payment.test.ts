import { describe, expect, it } from 'vitest';
import { centsFromAmount } from '../money';
import { certificatePaymentBlock, certificateRest } from './certificate-payment';

const $ = centsFromAmount;

describe('certificateRest', () => {
  it('is the total less the balance, or nothing when the balance covers it', () => {
    expect(certificateRest($(12.5), $(10))).toBe($(2.5));
    expect(certificateRest($(12.5), $(12.5))).toBe($(0));
    expect(certificateRest($(12.5), $(50))).toBe($(0));
    expect(certificateRest($(12.5), $(0))).toBe($(12.5));
  });
});

describe('certificatePaymentBlock', () => {
  it('asks for the check first, refuses no funds, and wants a method for the rest', () => {
    expect(certificatePaymentBlock(null, 'E')).toBe('unchecked');
    expect(certificatePaymentBlock({ funds: 'none', balance: $(0) }, 'E')).toBe('noFunds');
    expect(certificatePaymentBlock({ funds: 'insufficient', balance: $(5) }, null)).toBe(
      'restMissing',
    );
    expect(certificatePaymentBlock({ funds: 'insufficient', balance: $(5) }, 'T')).toBeNull();
    expect(certificatePaymentBlock({ funds: 'enough', balance: $(50) }, null)).toBeNull();
  });
});
