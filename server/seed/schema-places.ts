import { z } from 'zod';

/**
 * The chain's places in its data file (§3.2; docs/seed-format.md): the catalogues of
 * departments, cities and districts, the landmarks, the shops with their hours, the coverage
 * zones and the delivery points, each as the chain's export writes it.
 */

const id = z.number().int();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'hora HH:mm');
const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

export const departmentSchema = z.object({ C: z.string().min(1), N: z.string().min(1) });
export const citySchema = z.object({
  C: z.string().min(1),
  D: z.string().min(1),
  N: z.string().min(1),
});
export const districtSchema = z.object({
  C: z.string().min(1),
  CI: z.string().min(1),
  N: z.string().min(1),
  LAT: z.number(),
  LNG: z.number(),
});

/** A landmark customers know a place by (issue 20: the map's search): name, city, point. */
export const landmarkSchema = z.object({
  N: z.string().trim().min(1).max(80),
  CI: z.string().min(1),
  LAT: z.number().min(-90).max(90),
  LNG: z.number().min(-180).max(180),
  /** other words it is searched by, comma-separated ('Monumento al Divino Salvador') */
  ALIAS: z.string().max(200).default(''),
});

export const shopHoursSchema = z.object({
  /** 0 = Sunday .. 6 = Saturday */
  DIA: z.number().int().min(0).max(6),
  HA: hhmm,
  HC: hhmm,
});

export const shopSchema = z.object({
  I: id,
  CODIGO: z.string().min(1),
  N: z.string().min(1),
  D: z.string().default(''),
  DEP: z.string().min(1),
  CIU: z.string().min(1),
  LAT: z.number().min(-90).max(90),
  LNG: z.number().min(-180).max(180),
  DIR: z.string().min(1),
  /** search words: 'Restaurante', 'Delivery', 'Food court', 'Autoservicio'... */
  BUSQUEDA: z.string().default(''),
  /** pickup options offered */
  OPCIONES: z.array(z.enum(['AUTOSERVICIO', 'PARQUEO', 'MOSTRADOR'])).default(['MOSTRADOR']),
  HORARIOS: z.array(shopHoursSchema).min(1),
});

/** Coverage polygon record (§3.2): a district (COL), a delivery zone (ZON) or a shop area (TDA). */
export const zoneSchema = z
  .object({
    TIPO: z.enum(['COL', 'ZON', 'TDA']),
    CODIGO: z.string().min(1),
    N: z.string().min(1),
    /** shop serving the zone (TDA records, and ZON records tied to a shop) */
    IDTDA: id.nullable().default(null),
    /** outer ring, then holes; each ring [lng, lat] pairs, closed or not */
    POLIGONO: z.array(z.array(lngLat).min(3)).min(1),
    /** restriction code (§3.2): 100 switches the 30-minute warranty off, 200 limits the hours */
    RESTRICCION: z.number().int().nullable().default(null),
    /** hours restriction 200 holds, 'HH:mm' (end before start crosses midnight); null: all day */
    RESTRICCION_DESDE: hhmm.nullable().default(null),
    RESTRICCION_HASTA: hhmm.nullable().default(null),
  })
  .refine((zone) => (zone.RESTRICCION_DESDE === null) === (zone.RESTRICCION_HASTA === null), {
    path: ['RESTRICCION_HASTA'],
    message: 'RESTRICCION_DESDE y RESTRICCION_HASTA van juntas: ambas o ninguna',
  });

export const deliveryPointSchema = z.object({
  I: id,
  CODZON: z.string().min(1),
  N: z.string().min(1),
  LAT: z.number(),
  LNG: z.number(),
});
