import type { ContentPageKey } from '../../domain/content/content-keys';
import { PROMOTIONS_TERMS_TITLE } from '../../domain/content/promotions-terms';

/** The title a content screen shows while its page loads, fails or is missing. */
export const CONTENT_PAGE_TITLES: Record<ContentPageKey, string> = {
  'preguntas-frecuentes': 'Preguntas frecuentes',
  'terminos-de-uso': 'Términos de uso',
  'politicas-de-privacidad': 'Políticas de privacidad',
  'politicas-promociones': PROMOTIONS_TERMS_TITLE,
  'acerca-de': 'Acerca de',
  empleos: 'Trabaja con nosotros',
};

/** A page the chain has not published. */
export const CONTENT_PAGE_MISSING = 'Esta página no está disponible por ahora';
