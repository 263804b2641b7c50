/** What the tests of the account calls read from a sent request (only tests import it). */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { UserData } from './get-data-user';
import { CK_KEY, type SentRequest } from '../../test/fake-fetch';

/** The call a request was for ('cliente/saveCliente'). */
export const callOf = (req: SentRequest) => req.url.replace(/^.*\/api\//, '');

/** The fields of a form-encoded request. */
export const sentForm = (req: SentRequest) => new URLSearchParams(String(req.body ?? ''));

/** The decrypted JSON of an encrypted request's `data` field. */
export function sentData(req: SentRequest): unknown {
  const cipher = sentForm(req).get('data') ?? '';
  const text = AES.decrypt(cipher, Utf8.parse(CK_KEY), { mode: ECB, padding: Pkcs7 }).toString(
    Utf8,
  );
  return JSON.parse(text) as unknown;
}

/** A customer as cliente/getDataUser answers it (`data`). */
export const userWire = {
  nombres: 'Ana María',
  apellidos: 'López',
  nickname: 'anita',
  email: 'ana@example.com',
  telefono: '71234567',
  genero: 'FE',
  fechaNacimiento: '1990-05-01',
  instruccionEspecial: 'Portón negro',
  publicidad: 'S',
};

/** The same customer as the app reads it. */
export const userData: UserData = { ...userWire, publicidad: true };

/** A saved address as cliente/getDirecciones answers it (AddressWire), 'Calle {id}'. */
export const addressWire = (id: number, order: number, main = false) => ({
  id,
  order,
  edited: false,
  main,
  tag: id === 12 ? 'Mi Casa' : 'Mi Trabajo',
  latitude: 13.7065,
  longitude: -89.239,
  regionCode: 'SS',
  cityCode: 'SS',
  district: 'Colonia Escalón',
  street: 'Zona Escalón',
  address: `Calle ${id}`,
  reference: 'Portón negro',
  streetCode: 'Z-SS-01',
  districtCode: 'SSA-ESC',
  country: 'El Salvador',
  countryCode: 'SV',
});
