import { generate } from 'otplib';
import { describe, expect, test } from 'vitest';
import { staffArgsParse } from '../cli/staff-args.ts';
import { staffCanSeeShop } from './staff-roles.ts';
import { totpCheck, totpEnrolment, totpOpen, totpSeal, totpSealKey } from './staff-totp.ts';

// The staff room's pure rules: shop scope, the sealed TOTP key and its codes.
describe('staffCanSeeShop', () => {
  test('an admin reaches every shop; the others only their own', () => {
    expect(staffCanSeeShop({ role: 'admin', shopIds: [] }, 7)).toBe(true);
    for (const role of ['gerente', 'cocina', 'repartidor'] as const) {
      expect(staffCanSeeShop({ role, shopIds: [1, 3] }, 3)).toBe(true);
      expect(staffCanSeeShop({ role, shopIds: [1, 3] }, 2)).toBe(false);
    }
  });
});

describe('TOTP', () => {
  test('the key opens only with the server key it was sealed with, and not tampered', async () => {
    const { secret, qrSvg } = await totpEnrolment('Cadena', 'ana@example.com');
    expect(qrSvg).toContain('<svg');
    const key = totpSealKey('token-secret-uno');
    const sealed = totpSeal(key, secret);
    expect(sealed).not.toContain(secret);
    expect(totpOpen(key, sealed)).toBe(secret);
    expect(totpOpen(totpSealKey('token-secret-dos'), sealed)).toBeNull();
    expect(totpOpen(key, sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A'))).toBeNull();
    expect(totpOpen(key, 'basura')).toBeNull();
  });

  test('a code holds for its step and one either side, and never again once used', async () => {
    const { secret } = await totpEnrolment('Cadena', 'ana@example.com');
    const now = new Date('2026-11-23T18:00:10Z');
    const at = (s: number) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) + s });
    const step = await totpCheck(secret, await at(0), now, null);
    expect(step).toBe(Math.floor(now.getTime() / 30_000));
    expect(await totpCheck(secret, await at(-30), now, null)).toBe(step! - 1);
    expect(await totpCheck(secret, await at(90), now, null)).toBeNull();
    expect(await totpCheck(secret, await at(0), now, step)).toBeNull();
    expect(await totpCheck(secret, '12345', now, null)).toBeNull();
  });
});

describe('npm run staff arguments', () => {
  test('never a password among them', () => {
    for (const args of [
      ['add', '--email', 'a@b.co', '--role', 'admin', '--password', 'x'],
      ['reset-password', '--email', 'a@b.co', '--clave=x'],
    ]) {
      const parsed = staffArgsParse(args);
      expect(parsed.ok).toBe(false);
    }
    expect(staffArgsParse(['add', '--email', 'a@b.co', '--role', 'jefe'])).toEqual({
      ok: false,
      error: '--role debe ser uno de: admin, gerente, cocina, repartidor.',
    });
    expect(staffArgsParse(['add', '--email', 'a@b.co', '--role', 'cocina', '--shop', '2'])).toEqual(
      {
        ok: true,
        command: { action: 'add', email: 'a@b.co', role: 'cocina', name: 'a', shopIds: [2] },
      },
    );
  });
});
