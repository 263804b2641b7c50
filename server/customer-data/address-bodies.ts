import { z } from 'zod';
import { ADDRESS_LIMITS } from '../../src/protocol/customer-address.ts';
import { formId, ID_LIST_MAX } from '../wire/id-fields.ts';
import { coordinatePairRead } from '../wire/coordinate-fields.ts';
import { textBlock, textLine } from '../wire/text-fields.ts';

/**
 * The address calls' bodies (issue 16 contract). zod checks shapes and sizes (400 naming the
 * field); the required texts are a '01' refusal (address-save.ts), as the app's form says.
 * Coordinates are checked by the geo domain's rule, as geo/validaCobertura checks them.
 */

const flag = z.union([z.literal(0), z.literal(1)], { error: 'debe ser 0 o 1' });
/** A text the server does not keep (the client's view of the coverage): bounded only. */
const ignored = z.string().max(200).optional();
/** Region and city codes (§3.2, 'SS' by default). */
const code = textLine(z.string().trim().max(20)).default('SS');

/** cliente/saveDireccion (decrypted AddressBody). */
export const addressSaveBody = z
  .object({
    i: z.number().int().min(1).max(2_147_483_647).optional(),
    principal: flag.default(0),
    latitud: z.unknown(),
    longitud: z.unknown(),
    categoria: textLine(z.string().max(ADDRESS_LIMITS.tagMax)),
    direccion: textLine(z.string().max(ADDRESS_LIMITS.addressMax)),
    // the address form's references are a textarea: they keep their line breaks
    indicaciones: textBlock(z.string().max(ADDRESS_LIMITS.referenceMax)).default(''),
    col: ignored,
    codzon: ignored,
    coloniaCliente: ignored,
    zonaCliente: ignored,
    dep: code,
    ciu: code,
    edited: flag.default(0),
    invalid: flag.default(0),
  })
  .transform((body, ctx) => {
    const point = coordinatePairRead(body, ['latitud', 'longitud'], ctx);
    return point === null ? z.NEVER : { ...body, point };
  });

export type AddressSaveInput = z.infer<typeof addressSaveBody>;

/** cliente/markPrincipal and cliente/deleteDireccion: the address id `i`. */
export const addressIdBody = z.object({ i: formId });

const SORT_MESSAGE = 'debe ser una lista de ids separados por comas';

/** cliente/saveSortedAddresses: `addresses`, the ids in the new order ('12,7,9'). */
export const addressSortBody = z.object({
  addresses: z
    .string({ error: SORT_MESSAGE })
    .max(ID_LIST_MAX * 11)
    .transform((text, ctx) => {
      const parts = text.split(',').map((part) => part.trim());
      if (parts.some((part) => !/^\d{1,9}$/.test(part))) {
        ctx.addIssue({ code: 'custom', message: SORT_MESSAGE });
        return z.NEVER;
      }
      return parts.map(Number);
    })
    .meta({ pattern: '^\\d{1,9}(,\\d{1,9})*$', description: 'address ids in the new order' }),
});
