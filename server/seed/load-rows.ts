import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { ChainData } from './schema.ts';

/**
 * The chain file's sections written into their tables (./load.ts runs this inside its
 * transaction, on emptied tables). Each row keeps its place in the file (`pos`) and the
 * record as read (`data`); the columns beside them are what queries filter and join on.
 */

/** PostgreSQL caps bind parameters per statement; insert in slices well below that. */
const SLICE = 500;

async function insertAll<R>(rows: R[], insert: (slice: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

/** Categories, products and the products' sizes and base/size pairs. */
async function menuInsert(tx: Database, data: ChainData): Promise<void> {
  await insertAll(
    data.categorias.map((c, pos) => ({ id: c.cat, parentId: c.idpad, ord: c.cx, pos, data: c })),
    (s) => tx.insert(t.categories).values(s),
  );
  await insertAll(
    data.productos.map((p, pos) => ({
      id: p.I,
      ref: p.IS,
      categoryId: p.T,
      type: p.TIP,
      hidden: p.H,
      ord: p.ORD,
      pos,
      data: p,
    })),
    (s) => tx.insert(t.products).values(s),
  );
  await insertAll(
    data.tamanios.map((z, pos) => ({ id: z.I, productId: z.IDPMN, pos, data: z })),
    (s) => tx.insert(t.sizes).values(s),
  );
  await insertAll(
    data.masas.map((m, pos) => ({
      productId: m.IDPMN,
      baseId: m.BAS,
      sizeId: m.TAM,
      pos,
      data: m,
    })),
    (s) => tx.insert(t.baseSizes).values(s),
  );
}

/** Promotions, the items' schedules, timed messages, banners and the carousel. */
async function showcaseInsert(tx: Database, data: ChainData): Promise<void> {
  await insertAll(
    data.promos.map((p, pos) => ({ id: p.I, validUntil: p.FECHA_HASTA, pos, data: p })),
    (s) => tx.insert(t.promotions).values(s),
  );
  await insertAll(
    data.horarios.map((h, pos) => ({ itemId: h.I, from: h.HD, to: h.HH, pos })),
    (s) => tx.insert(t.itemSchedules).values(s),
  );
  await insertAll(
    data.mensajes.map((m, pos) => ({ pos, data: m })),
    (s) => tx.insert(t.timedMessages).values(s),
  );
  await insertAll(
    data.banners.map((b, pos) => ({ id: b.I, pos, data: b })),
    (s) => tx.insert(t.banners).values(s),
  );
  await insertAll(
    data.carrusel.map((productId, pos) => ({ pos, productId })),
    (s) => tx.insert(t.carousel).values(s),
  );
}

/** Departments, cities, colonias and landmarks: the places customers pick from. */
async function placesInsert(tx: Database, data: ChainData): Promise<void> {
  await insertAll(
    data.departamentos.map((d, pos) => ({ code: d.C, pos, data: d })),
    (s) => tx.insert(t.departments).values(s),
  );
  await insertAll(
    data.ciudades.map((c, pos) => ({ code: c.C, departmentCode: c.D, pos, data: c })),
    (s) => tx.insert(t.cities).values(s),
  );
  await insertAll(
    data.colonias.map((c, pos) => ({ code: c.C, cityCode: c.CI, pos, data: c })),
    (s) => tx.insert(t.districts).values(s),
  );
  await insertAll(
    data.lugares.map((l, pos) => ({ cityCode: l.CI, pos, data: l })),
    (s) => tx.insert(t.landmarks).values(s),
  );
}

/** Shops and their opening hours, the zones they deliver to and the delivery points. */
async function shopsInsert(tx: Database, data: ChainData): Promise<void> {
  await insertAll(
    data.tiendas.map(({ HORARIOS: _h, ...shop }, pos) => ({
      id: shop.I,
      code: shop.CODIGO,
      cityCode: shop.CIU,
      pos,
      data: shop,
    })),
    (s) => tx.insert(t.shops).values(s),
  );
  await insertAll(
    data.tiendas.flatMap((s) =>
      s.HORARIOS.map((h) => ({ shopId: s.I, day: h.DIA, opens: h.HA, closes: h.HC })),
    ),
    (s) => tx.insert(t.shopHours).values(s),
  );
  await insertAll(
    data.zonas.map((z, pos) => ({
      type: z.TIPO,
      code: z.CODIGO,
      shopId: z.IDTDA,
      restriction: z.RESTRICCION,
      polygon: z.POLIGONO,
      pos,
      data: z,
    })),
    (s) => tx.insert(t.zones).values(s),
  );
  await insertAll(
    data.puntosEntrega.map((p, pos) => ({ id: p.I, zoneCode: p.CODZON, pos, data: p })),
    (s) => tx.insert(t.deliveryPoints).values(s),
  );
}

/** Blocks, suggested sales and the products sold only in some places. */
async function salesRulesInsert(tx: Database, data: ChainData): Promise<void> {
  // §3.3 blocks of the file replace every block, operator ones included (docs/operator.md)
  await insertAll(
    [
      ...data.bloqueos.map((b) => ({ kind: 'producto' as const, b })),
      ...data.bloqueosOpciones.map((b) => ({ kind: 'opcion' as const, b })),
    ].map(({ kind, b }) => ({ kind, shopId: b.IDTDA, itemId: b.I, type: b.T })),
    (s) => tx.insert(t.blocks).values(s),
  );
  await insertAll(
    data.ventaSugerida.map((v, pos) => ({ productId: v.I, pos, data: v })),
    (s) => tx.insert(t.suggestedSales).values(s),
  );
  await insertAll(
    data.geoPermitidos.map((g, pos) => ({ productId: g.I, pos, data: g })),
    (s) => tx.insert(t.geoAllowed).values(s),
  );
}

/** Coupons and the gift certificates' catalogue. */
async function offersInsert(tx: Database, data: ChainData): Promise<void> {
  await insertAll(
    data.cupones.map((c, pos) => ({ id: c.IDPRO, kind: c.CLASE, code: c.NUC, pos, data: c })),
    (s) => tx.insert(t.coupons).values(s),
  );
  await insertAll(
    data.certificados.map((c, pos) => ({
      id: c.I,
      amountCents: Math.round(c.MONTO * 100),
      pos,
      data: c,
    })),
    (s) => tx.insert(t.certificateCatalogue).values(s),
  );
}

/** Pages, announcements and help texts, when the file carries them. */
async function contentInsert(tx: Database, content: ChainData['contenido']): Promise<void> {
  if (content === null) return;
  await insertAll(
    [
      ...content.paginas.map((d, pos) => ({ kind: 'pagina' as const, pos, data: d })),
      ...content.anuncios.map((d, pos) => ({ kind: 'anuncio' as const, pos, data: d })),
      ...content.ayuda.map((d, pos) => ({ kind: 'ayuda' as const, pos, data: d })),
    ],
    (s) => tx.insert(t.chainContent).values(s),
  );
}

/** Writes every section of the chain file into its table, one section after another. */
export async function chainRowsInsert(tx: Database, data: ChainData): Promise<void> {
  await menuInsert(tx, data);
  await showcaseInsert(tx, data);
  await placesInsert(tx, data);
  await shopsInsert(tx, data);
  await salesRulesInsert(tx, data);
  await offersInsert(tx, data);
  await contentInsert(tx, data.contenido);
}
