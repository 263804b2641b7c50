import { searchQueryReady } from '../search';

/** §2.6 the assistant's product question. */
export const PRODUCT_QUESTION = 'Qué producto estás buscando?';
export const PRODUCT_QUESTION_TOO_SHORT = 'Debes ingresar al menos 3 caracteres.';

/** §2.6 the search's own rule (3 characters, accents and spaces aside): the warning, or null. */
export function productQuestionError(term: string): string | null {
  return searchQueryReady(term) ? null : PRODUCT_QUESTION_TOO_SHORT;
}
