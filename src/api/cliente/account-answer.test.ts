import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { accountAnswerSchema, accountFieldErrors } from './account-answer';

describe('account answers', () => {
  it("reads the message of a '00'", () => {
    expect(
      accountAnswerSchema.parse({ codigoRetorno: '00', mensajeRetorno: 'Datos actualizados' }),
    ).toEqual({ mensajeRetorno: 'Datos actualizados' });
    expect(accountAnswerSchema.parse({ codigoRetorno: '00' })).toEqual({ mensajeRetorno: '' });
  });

  it("reads the field messages of a '01' and nothing else", () => {
    const refusal = (payload: unknown, code = '01') =>
      new ApiError(code, 'Teléfono no válido', { status: 200, payload });
    expect(
      accountFieldErrors(
        refusal({ codigoRetorno: '01', errores: { telefono: 'Teléfono no válido' } }),
      ),
    ).toEqual({ telefono: 'Teléfono no válido' });
    expect(accountFieldErrors(refusal({ codigoRetorno: '01' }))).toEqual({});
    expect(accountFieldErrors(refusal({ errores: ['x'] }))).toEqual({});
    expect(accountFieldErrors(refusal({ errores: { a: 'b' } }, '02'))).toEqual({});
    expect(accountFieldErrors(new Error('x'))).toEqual({});
  });
});
