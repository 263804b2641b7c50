import { z } from 'zod';
import { CONTENT_PAGE_KEYS } from '../../src/protocol/content.ts';

/**
 * The chain's content in its data file (§2.1, §2.6, §2.12; docs/seed-format.md "Content";
 * docs/decisions/033): the pages, announcements and help situations in data/getContenido's
 * own shape (src/protocol/content.ts ContentWire). The references and the Markdown are
 * checked by validate-content.ts.
 */

const ddmmyyyy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'fecha dd/MM/yyyy');

export const contentSectionSchema = z.object({
  ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'solo minúsculas sin tildes, dígitos y guiones (a-z, 0-9, -)'),
  TITULO: z.string().trim().min(1).max(160),
  TEXTO: z.string().trim().min(1).max(20_000),
});

export const contentPageSchema = z.object({
  CLAVE: z.enum(CONTENT_PAGE_KEYS),
  TITULO: z.string().trim().min(1).max(120),
  INTRO: z.string().max(20_000).default(''),
  ACTUALIZADO: ddmmyyyy,
  SECCIONES: z.array(contentSectionSchema).default([]),
});

export const announcementSchema = z.object({
  I: z.number().int().min(1),
  TITULO: z.string().trim().min(1).max(160),
  RESUMEN: z.string().trim().min(1).max(300),
  TEXTO: z.string().trim().min(1).max(20_000),
  FECHA: ddmmyyyy,
  BANNER: z.number().int().nullable().default(null),
});

export const helpTopicSchema = z.object({
  I: z.number().int().min(1),
  PREGUNTA: z.string().trim().min(1).max(160),
  RESPUESTA: z.string().trim().min(1).max(4_000),
});

export const contentSchema = z.object({
  paginas: z.array(contentPageSchema),
  anuncios: z.array(announcementSchema).default([]),
  ayuda: z.array(helpTopicSchema).default([]),
});
