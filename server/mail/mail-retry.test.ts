import { describe, expect, test } from 'vitest';
import { mailFailureOf, mailRetryDelayMs } from './mail-retry.ts';

describe('mailRetryDelayMs', () => {
  test('30 s, doubling, capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(mailRetryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('mailFailureOf', () => {
  test('a refused recipient is permanent and keeps only its code', () => {
    const error = Object.assign(new Error('550 5.1.1 <ana@x.example>: no such user'), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <ana@x.example>: no such user',
    });
    expect(mailFailureOf(error)).toEqual({ category: '550', permanent: true });
  });

  test('a temporary refusal, an authentication failure, a connection error: retried', () => {
    expect(mailFailureOf({ code: 'EENVELOPE', responseCode: 451 })).toEqual({
      category: '451',
      permanent: false,
    });
    expect(mailFailureOf({ code: 'EAUTH', responseCode: 535 })).toEqual({
      category: '535',
      permanent: false,
    });
    expect(mailFailureOf({ code: 'ECONNECTION' })).toEqual({
      category: 'ECONNECTION',
      permanent: false,
    });
  });

  test('anything else is a bare category, never a message', () => {
    expect(mailFailureOf(new Error('ana@x.example'))).toEqual({
      category: 'error',
      permanent: false,
    });
    expect(mailFailureOf({ code: 'bad code with ana@x.example' }).category).toBe('error');
    expect(mailFailureOf('boom').category).toBe('error');
  });
});
