import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetCkKey, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { CK_KEY, fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { accountFieldErrors } from './account-answer';
import { callOf, sentData, sentForm, userData } from './cliente.fixture';
import { saveCliente, saveClienteBody } from './save-cliente';

const today = '2026-11-26';

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  sessionSetCkKey(CK_KEY);
  uiReset();
});
afterEach(() => transportSet(null));

describe('saveClienteBody (§3.1, §5.1)', () => {
  it('trims, sends the phone digits, publicidad as S/N and never the e-mail', () => {
    expect(
      saveClienteBody({ ...userData, nombres: ' Ana ', telefono: '7123-4567' }, today),
    ).toEqual({
      nombres: 'Ana',
      apellidos: 'López',
      nickname: 'anita',
      telefono: '71234567',
      genero: 'FE',
      fechaNacimiento: '1990-05-01',
      instruccionEspecial: 'Portón negro',
      publicidad: 'S',
    });
  });

  it('defaults the nickname to the e-mail before @ and the birth date to today', () => {
    const body = saveClienteBody(
      { ...userData, nickname: ' ', fechaNacimiento: '', publicidad: false },
      today,
    );
    expect(body).toMatchObject({ nickname: 'ana', fechaNacimiento: today, publicidad: 'N' });
  });
});

describe('saveCliente (§7 cliente/saveCliente)', () => {
  it("sends the profile encrypted with both tokens and toasts 'Datos actualizados'", async () => {
    fakeFetch(() => okAnswer());
    const saved = await saveCliente({ ...userData, telefono: '7123-4567' }, today);
    expect(sent.map(callOf)).toEqual(['cliente/saveCliente']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
    expect([...sentForm(sent[0]!).keys()]).toEqual(['data']);
    expect(sentData(sent[0]!)).toEqual(saveClienteBody(userData, today));
    expect(saved).toEqual({ ...userData, telefono: '71234567' });
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['success', 'Datos actualizados'],
    ]);
  });

  it("throws a '01' with the server's message toasted and its field messages", async () => {
    fakeFetch(() =>
      jsonAnswer({
        codigoRetorno: '01',
        mensajeRetorno: 'Teléfono no válido',
        errores: { telefono: 'Teléfono no válido' },
      }),
    );
    const error: unknown = await saveCliente(userData, today).catch((e: unknown) => e);
    expect(accountFieldErrors(error)).toEqual({ telefono: 'Teléfono no válido' });
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['warning', 'Teléfono no válido'],
    ]);
  });

  it('refuses to call without a session', async () => {
    sessionClearTokens();
    fakeFetch(() => okAnswer());
    await expect(saveCliente(userData, today)).rejects.toMatchObject({ code: 'AUTH' });
    expect(sent).toHaveLength(0);
  });
});
