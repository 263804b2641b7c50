import { describe, expect, it } from 'vitest';
import { orderAttemptFor, orderAttemptRestore, orderBodyHash } from './order-attempt';

describe('orderBodyHash', () => {
  it('is the same for the same body and differs when any field differs', () => {
    const body = { data: { nombre: 'Ana', total: 12.5 }, menu: [{ I: 1, C: 2 }] };
    expect(orderBodyHash(body)).toBe(orderBodyHash(structuredClone(body)));
    expect(orderBodyHash({ ...body, data: { ...body.data, total: 12.51 } })).not.toBe(
      orderBodyHash(body),
    );
    expect(orderBodyHash({ ...body, menu: [{ I: 1, C: 3 }] })).not.toBe(orderBodyHash(body));
  });
});

describe('orderAttemptFor', () => {
  let made = 0;
  const newKey = () => `key-${++made}`;

  it('makes a key for the first body', () => {
    expect(orderAttemptFor(null, 'h1', newKey)).toEqual({ key: 'key-1', bodyHash: 'h1' });
  });

  it('keeps the key while the body is the same, and makes a new one for another body', () => {
    const first = orderAttemptFor(null, 'h1', newKey);
    expect(orderAttemptFor(first, 'h1', newKey)).toBe(first);
    const second = orderAttemptFor(first, 'h2', newKey);
    expect(second.bodyHash).toBe('h2');
    expect(second.key).not.toBe(first.key);
  });
});

describe('orderAttemptRestore', () => {
  it('reads a stored attempt back', () => {
    expect(orderAttemptRestore({ key: 'k', bodyHash: 'h' })).toEqual({ key: 'k', bodyHash: 'h' });
  });

  it.each([
    null,
    undefined,
    'k',
    3,
    {},
    { key: 'k' },
    { key: '', bodyHash: 'h' },
    { key: 1, bodyHash: 'h' },
  ])('reads %j as no attempt', (stored) => {
    expect(orderAttemptRestore(stored)).toBeNull();
  });
});
