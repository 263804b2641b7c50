import type { z } from 'zod';
import { textBlockClean, textLineClean } from '../../src/domain/text-controls.ts';

/**
 * The text fields of every call's body that are stored or mailed go through one of these:
 * the rule of src/domain/text-controls.ts (control characters, line and paragraph
 * separators, bidi overrides) applied after the field's own length check, so what the
 * handler sees, stores and mails is clean. A NUL or a lone surrogate never gets here: the
 * edge refuses it first (server/edge/well-formed-text.ts).
 */

/** A single-line text (names, address lines, codes kept as typed): breaks become a space. */
export const textLine = (schema: z.ZodString) => schema.transform(textLineClean);

/** A multi-line free text (comments, instructions, a dedication): line breaks kept as LF. */
export const textBlock = (schema: z.ZodString) => schema.transform(textBlockClean);
