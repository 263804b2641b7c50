import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { PUSH_ENDPOINT_ALLOW_DEFAULT } from '../config-push.ts';
import { startNotices } from '../start-notices.ts';
import { pushEndpointAllowed } from './push-endpoint-allow.ts';
import { PUSH_KEYS_FILE, pushKeysResolve } from './push-keys.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';

// issue 19: the push settings, the development key pair kept in DATA_DIR, production
// without keys (push off, said at start) and the allow list's matching.
const PROD: Record<string, string> = PRODUCTION_ENV;

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'push-config-'));
  dirs.push(dir);
  return dir;
}

describe('configuration', () => {
  test('defaults: the browsers push services, no keys, a subject', () => {
    const { push } = loadConfig({});
    expect(push.endpointAllow).toEqual([...PUSH_ENDPOINT_ALLOW_DEFAULT]);
    expect(push.vapid).toBeNull();
    expect(push.subject).toBe('mailto:push@localhost');
    expect(push.pollMs).toBe(1000);
    expect(loadConfig(PROD).push.subject).toBe('https://pedidos.example.com');
  });

  test('keys and the allow list as set; a half pair or a bad key is refused', () => {
    const pair = webpush.generateVAPIDKeys();
    const { push } = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:operaciones@example.com',
      PUSH_ENDPOINT_ALLOW: ' https://FCM.googleapis.com , https://*.push.example.net,',
    });
    expect(push.vapid).toEqual(pair);
    expect(push.subject).toBe('mailto:operaciones@example.com');
    expect(push.endpointAllow).toEqual([
      'https://fcm.googleapis.com',
      'https://*.push.example.net',
    ]);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/se definen las dos/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ PUSH_ENDPOINT_ALLOW: 'https://ok.example,ftp://x' })).toThrow(
      /PUSH_ENDPOINT_ALLOW/,
    );
    expect(() => loadConfig({ PUSH_ENDPOINT_ALLOW: 'http://evil.example' })).toThrow(
      /PUSH_ENDPOINT_ALLOW/,
    );
    expect(() => loadConfig({ ...PROD, PUSH_ENDPOINT_ALLOW: 'http://127.0.0.1:9000' })).toThrow(
      /http no se admite/,
    );
  });
});

describe('the key pair', () => {
  test('development generates one into DATA_DIR once and reads it back after', async () => {
    const dir = await dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = pushKeysResolve(config);
    expect(first).toMatchObject({ source: 'generated', subject: 'mailto:push@localhost' });
    const file = join(dir, PUSH_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      publicKey: first!.publicKey,
      privateKey: first!.privateKey,
    });
    const again = pushKeysResolve(config);
    expect(again).toMatchObject({ source: 'stored', publicKey: first!.publicKey });
    expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
  });

  test('a damaged file is replaced by a new pair', async () => {
    const dir = await dataDir();
    await writeFile(join(dir, PUSH_KEYS_FILE), '{ roto');
    expect(pushKeysResolve(loadConfig({ DATA_DIR: dir }))?.source).toBe('generated');
  });

  test('configured keys win; production without keys has none, and says so', async () => {
    const dir = await dataDir();
    const pair = webpush.generateVAPIDKeys();
    const set = loadConfig({
      ...PROD,
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    expect(pushKeysResolve(set)).toMatchObject({ ...pair, source: 'config' });
    expect(startNotices(set).find((n) => /push/i.test(n.message))).toMatchObject({
      level: 'info',
    });

    const off = loadConfig({ ...PROD, DATA_DIR: dir });
    expect(pushKeysResolve(off)).toBeNull();
    await expect(stat(join(dir, PUSH_KEYS_FILE))).rejects.toThrow();
    expect(startNotices(off).find((n) => /push/i.test(n.message))).toEqual({
      level: 'warn',
      message:
        'Avisos push desactivados (VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY sin definir): los pedidos guardan la suscripción pero no se envía ningún aviso',
    });
    expect(
      startNotices(loadConfig({ DATA_DIR: dir })).find((n) => /push/i.test(n.message))?.message,
    ).toMatch(/claves VAPID de desarrollo/);
  });
});

describe('pushEndpointAllowed', () => {
  const allow = [...PUSH_ENDPOINT_ALLOW_DEFAULT];
  test.each([
    ['https://fcm.googleapis.com/fcm/send/abc:APA91b', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://api.push.apple.com/3/device/x', true],
    ['https://db5p.notify.windows.com/w/?token=BQYAAA', true],
    ['https://FCM.GOOGLEAPIS.COM/fcm/send/x', true],
    ['https://fcm.googleapis.com:443/fcm/send/x', true],
    ['http://fcm.googleapis.com/fcm/send/x', false],
    ['https://fcm.googleapis.com:8443/fcm/send/x', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilfcm.googleapis.com/x', false],
    ['https://notify.windows.com/x', false],
    ['https://evilnotify.windows.com/x', false],
    ['https://a.notify.windows.com.evil.example/x', false],
    ['https://user@fcm.googleapis.com/x', false],
    ['https://fcm.googleapis.com/x#frag', false],
    ['javascript:alert(1)', false],
    ['no es una url', false],
  ])('%s → %s', (endpoint, allowed) => {
    expect(pushEndpointAllowed(endpoint, allow)).toBe(allowed);
  });
});
