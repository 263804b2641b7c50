import { describe, expect, it } from 'vitest';
import {
  PUSH_GENERIC,
  PUSH_GENERIC_TITLE,
  PUSH_GENERIC_URL,
  pushDataJson,
  pushMessageRead,
} from './push-message-read';
import { pushMessageBuild } from '../src/protocol/push-message';

const HASH = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const AT = '2026-11-23T18:10:00.000Z';
const message = {
  v: 1,
  hash: HASH,
  orderId: 57,
  status: 'DES',
  title: 'Pedido #57',
  body: 'Ha sido enviado',
  url: `/tracking/${HASH}`,
  inProgress: 2,
  at: AT,
};

describe('pushMessageRead (issue 19)', () => {
  it("reads the server's message as the server builds it (src/protocol/push-message.ts)", () => {
    const sentByServer = pushMessageBuild({
      hash: HASH,
      orderId: 57,
      status: 'DES',
      at: Date.parse(AT),
      inProgress: 1,
    });
    const notice = pushMessageRead(JSON.parse(JSON.stringify(sentByServer)));
    expect(notice).toMatchObject({
      title: sentByServer.title,
      body: sentByServer.body,
      tag: 'pedido-57',
      url: sentByServer.url,
      inProgress: 1,
    });
    expect(notice.pushed).toMatchObject({ hash: HASH, orderId: 57, status: 'DES' });
  });

  it('reads an order update: its texts, one tag per order, its tracking page, the badge', () => {
    expect(pushMessageRead(message)).toEqual({
      title: 'Pedido #57',
      body: 'Ha sido enviado',
      tag: 'pedido-57',
      url: `/tracking/${HASH}`,
      pushed: { hash: HASH, orderId: 57, status: 'DES', at: Date.parse(AT) },
      inProgress: 2,
    });
  });

  it('opens the order’s own tracking page whatever url the payload names', () => {
    for (const url of ['https://evil.example/x', '//evil.example', '/orders', 42]) {
      expect(pushMessageRead({ ...message, url }).url).toBe(`/tracking/${HASH}`);
    }
  });

  it('falls back to the order number and the §4.4 text when the texts are missing or blank', () => {
    const notice = pushMessageRead({ ...message, title: '  ', body: undefined, status: 'ENT' });
    expect(notice.title).toBe('Pedido #57');
    expect(notice.body).toBe('Ya fué entregado');
  });

  it('cuts very long texts and folds their spaces', () => {
    const notice = pushMessageRead({ ...message, title: 'a\n\n b', body: 'x'.repeat(1000) });
    expect(notice.title).toBe('a b');
    expect(notice.body).toHaveLength(300);
  });

  it('leaves the badge alone when inProgress is absent or not a count; 0 clears it', () => {
    const { inProgress: _left, ...without } = message;
    expect(pushMessageRead(without).inProgress).toBeNull();
    expect(pushMessageRead({ ...message, inProgress: -1 }).inProgress).toBeNull();
    expect(pushMessageRead({ ...message, inProgress: '2' }).inProgress).toBeNull();
    expect(pushMessageRead({ ...message, inProgress: 1.5 }).inProgress).toBeNull();
    expect(pushMessageRead({ ...message, inProgress: 0 }).inProgress).toBe(0);
  });

  it('shows the generic notice, opening /orders, for anything that is not an order update', () => {
    const garbage: unknown[] = [
      null,
      'hola',
      [],
      { ...message, v: 2 },
      { ...message, v: undefined },
      { ...message, hash: '../../x' },
      { ...message, orderId: -3 },
      { ...message, status: 'LISTO' },
      { ...message, at: 'pronto' },
    ];
    for (const payload of garbage) {
      expect(pushMessageRead(payload), JSON.stringify(payload)).toBe(PUSH_GENERIC);
    }
    expect(PUSH_GENERIC.title).toBe(PUSH_GENERIC_TITLE);
    expect(PUSH_GENERIC.url).toBe(PUSH_GENERIC_URL);
    expect(PUSH_GENERIC.pushed).toBeNull();
  });
});

describe('pushDataJson', () => {
  it('parses the data, and reads no data or no JSON as null', () => {
    expect(pushDataJson({ json: () => message })).toBe(message);
    expect(pushDataJson(null)).toBeNull();
    expect(pushDataJson(undefined)).toBeNull();
    expect(
      pushDataJson({
        json: () => {
          throw new SyntaxError('Unexpected token');
        },
      }),
    ).toBeNull();
  });
});
