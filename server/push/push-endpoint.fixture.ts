/**
 * Test support for Web Push (tests only: the server's *.test.ts, and the browser test
 * tests/e2e/push-order-placed.spec.ts for a subscriber's keys and the reading of a push): a
 * push service of our own, a real HTTP server on loopback that records every push it
 * receives and answers with the statuses a test queues (201 otherwise); a browser's side of
 * a subscription, with its own ECDH P-256 key pair and 16-byte auth secret made here by
 * node:crypto; and the reading of a push as the browser does: the aes128gcm body decrypted
 * (RFC 8291 over RFC 8188) and the VAPID Authorization header verified (RFC 8292).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { p256PublicKey } from './push-subscription-parse.ts';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpoint {
  /** http://127.0.0.1:port, for PUSH_ENDPOINT_ALLOW */
  origin: string;
  /** every push received, in order */
  received: ReceivedPush[];
  /** the next answers, in order (201 once they run out) */
  answers: number[];
  /** resolves with the push number `count` (1, 2, …) once it has arrived */
  nth(count: number, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function pushEndpointStart(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = answers.shift() ?? 201;
      response.end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answers,
    async nth(count, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > end) throw new Error(`push nº ${count} no recibido (${received.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 50);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received[count - 1]!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface PushSubscriber {
  /** the PushSubscription's JSON, as the app puts it in orden.fcmToken */
  json: string;
  endpoint: string;
  /** the push's plaintext, decrypted with this subscription's private key and secret */
  decrypt(body: Buffer): string;
}

/** A browser's subscription at `endpoint`, its keys made here. */
export function pushSubscriberCreate(endpoint: string): PushSubscriber {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    json: JSON.stringify({
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    }),
    decrypt(body) {
      // RFC 8188 §2.1 header: salt (16) | rs (uint32) | idlen (1) | keyid (the sender's key)
      const salt = body.subarray(0, 16);
      const rs = body.readUInt32BE(16);
      const idlen = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idlen);
      const records = body.subarray(21 + idlen);
      if (idlen !== 65 || records.length > rs) throw new Error('aes128gcm: cabecera inesperada');
      // RFC 8291 §3.3-3.4: the input key material from the ECDH secret and the auth secret
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      // RFC 8188 §2.2-2.3: the content key and the nonce of the (single) record
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(records.subarray(records.length - 16));
      const padded = Buffer.concat([
        decipher.update(records.subarray(0, records.length - 16)),
        decipher.final(),
      ]);
      // the last record ends with the delimiter 0x02, then zero padding
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('aes128gcm: falta el delimitador del último registro');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * RFC 8292: the `vapid t=<JWT>,k=<public key>` header's JWT verified (ES256) with the key
 * it names, which must be `publicKey`; its claims.
 */
export function vapidVerify(authorization: string, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`Authorization no es vapid t=…,k=…: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== publicKey) throw new Error('k no es la clave pública del servidor');
  const key = p256PublicKey(k);
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('firma VAPID inválida');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`alg VAPID inesperado: ${String(alg)}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
