/** §5.1 gender options, code and label. */
export const GENDERS = [
  { code: 'MA', label: 'Masculino' },
  { code: 'FE', label: 'Femenino' },
  { code: 'NA', label: 'Prefiero no decirlo' },
] as const;

export type GenderCode = (typeof GENDERS)[number]['code'];

/** §5.1 whether `value` is one of the gender codes. */
export function genderIsValid(value: string): value is GenderCode {
  return GENDERS.some((g) => g.code === value);
}

/** §5.1 the nickname: as typed, or the part of the e-mail before '@' when left empty. */
export function nicknameOrDefault(nickname: string, email: string): string {
  const typed = nickname.trim();
  if (typed !== '') return typed;
  const at = email.trim().indexOf('@');
  return at > 0 ? email.trim().slice(0, at) : email.trim();
}

/** §3.1 the key an e-mail is unique by: trimmed and lower-cased (accounts are case-insensitive). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** §2.3 the avatar's letters: the first two letters of the name, upper case. */
export function avatarLetters(name: string): string {
  return Array.from(name.trim().replace(/\s+/g, '')).slice(0, 2).join('').toUpperCase();
}
