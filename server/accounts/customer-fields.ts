import type { ProfileBody } from '../../src/protocol/profile-body.ts';
import type { ProfileFormData } from '../../src/domain/account/account-forms.ts';
import { genderIsValid, nicknameOrDefault } from '../../src/domain/account/account-fields.ts';
import { birthdayReceived } from '../../src/domain/account/birthday.ts';
import type { CustomerRow } from './customer-store.ts';

/**
 * A customer's fields between the wire (§3.1 as the forms send them) and the row: what the
 * rules check, what is stored, and what cliente/getDataUser answers.
 */

/** The profile fields as they come (the wire contract, src/protocol). */
export type ProfileWire = ProfileBody;

/** The fields as the §5.1 rules read them, with the birthday as the server keeps it. */
export function profileFormOf(wire: ProfileWire, email: string, today: string): ProfileFormData {
  return {
    nombres: wire.nombres,
    apellidos: wire.apellidos,
    nickname: wire.nickname,
    email,
    telefono: wire.telefono,
    genero: wire.genero,
    fechaNacimiento: birthdayReceived(wire.fechaNacimiento, today),
    instruccionEspecial: wire.instruccionEspecial,
    publicidad: wire.publicidad === 'S',
  };
}

/** The columns stored for checked profile fields (phone digits only, gender 'NA' if none). */
export function profileColumns(form: ProfileFormData) {
  return {
    nombres: form.nombres.trim(),
    apellidos: form.apellidos.trim(),
    nickname: nicknameOrDefault(form.nickname, form.email),
    telefono: form.telefono.replace(/\D/g, ''),
    genero: genderIsValid(form.genero) ? form.genero : 'NA',
    fechaNacimiento: form.fechaNacimiento.trim(),
    instruccionEspecial: form.instruccionEspecial.trim(),
    publicidad: form.publicidad,
  };
}

/** cliente/getDataUser's `data`: the §3.1 fields, publicidad 'S'/'N'. */
export function customerDataAnswer(row: CustomerRow) {
  return {
    nombres: row.nombres,
    apellidos: row.apellidos,
    nickname: row.nickname,
    email: row.email ?? '',
    telefono: row.telefono,
    genero: row.genero,
    fechaNacimiento: row.fechaNacimiento,
    instruccionEspecial: row.instruccionEspecial,
    publicidad: row.publicidad ? 'S' : 'N',
  };
}
