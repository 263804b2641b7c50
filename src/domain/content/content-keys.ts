/**
 * §2.1 / §2.12 the chain's content pages (docs/decisions/033); src/protocol/content.ts names
 * them on the wire (re-exported there, so the contract reads as before).
 */

/** the pages the app shows from the content, by route */
export const CONTENT_PAGE_KEYS = [
  /** /preguntasFrecuentes */
  'preguntas-frecuentes',
  /** /terminosDeUso */
  'terminos-de-uso',
  /** /politicasDePrivacidad */
  'politicas-de-privacidad',
  /** /politicas-promociones (§2.12: the sections' ID are the URL hashes) */
  'politicas-promociones',
  /** /acercaDe */
  'acerca-de',
  /** /jobs */
  'empleos',
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];
