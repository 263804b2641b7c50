import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';

/**
 * The VAPID key pair the server signs its pushes with (issue 19): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set; outside production, a pair generated once into
 * DATA_DIR/push-vapid.json and read back on every later start (the browsers' subscriptions
 * are bound to the public key, so it must not change between starts); in production
 * without keys, none: push is off.
 */

export interface PushKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** where the pair came from, for the start notices */
  source: 'config' | 'generated' | 'stored';
}

/** The development key pair's file in DATA_DIR. */
export const PUSH_KEYS_FILE = 'push-vapid.json';

const KEY = /^[A-Za-z0-9_-]+$/;

function storedPair(path: string): { publicKey: string; privateKey: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    const { publicKey, privateKey } = parsed;
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return null;
    if (!KEY.test(publicKey) || !KEY.test(privateKey)) return null;
    return { publicKey, privateKey };
  } catch {
    return null;
  }
}

/** The key pair push runs with, or null when push is off. */
export function pushKeysResolve(config: Config): PushKeys | null {
  const { vapid, subject } = config.push;
  if (vapid !== null) return { ...vapid, subject, source: 'config' };
  if (config.production) return null;
  const path = join(config.dataDir, PUSH_KEYS_FILE);
  const stored = storedPair(path);
  if (stored !== null) return { ...stored, subject, source: 'stored' };
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  return { ...generated, subject, source: 'generated' };
}
