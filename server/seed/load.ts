import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import * as t from '../db/schema/index.ts';
import { countsOf, type LoadCounts } from './load-counts.ts';
import type { ChainData } from './schema.ts';

/**
 * Replaces the whole chain (menu, catalogues, shops, zones) in one transaction (README
 * "Loading a real menu"): readers see the old chain or the new one, never a mix.
 */

/** meta keys */
export const META_CHAIN_VERSION = 'chain.version';
export const META_LOADED_AT = 'chain.loadedAt';

/** PostgreSQL caps bind parameters per statement; insert in slices well below that. */
const SLICE = 500;

async function insertAll<R>(rows: R[], insert: (slice: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

const ALL_TABLES = [
  t.categories,
  t.products,
  t.sizes,
  t.baseSizes,
  t.promotions,
  t.itemSchedules,
  t.timedMessages,
  t.banners,
  t.carousel,
  t.departments,
  t.cities,
  t.districts,
  t.landmarks,
  t.shops,
  t.shopHours,
  t.zones,
  t.deliveryPoints,
  t.blocks,
  t.suggestedSales,
  t.geoAllowed,
  t.coupons,
  t.certificateCatalogue,
  t.chainContent,
];

export interface LoadOptions {
  now?: Date;
  /** first start: load only when no chain is loaded yet (checked under the lock) */
  onlyIfEmpty?: boolean;
}

/** Arbitrary constant: serialises loads when several instances or commands run at once. */
const LOAD_LOCK = 727_002;

export async function loadChain(
  db: Database,
  data: ChainData,
  options: LoadOptions = {},
): Promise<LoadCounts | null> {
  const now = options.now ?? new Date();
  let skipped = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    if (options.onlyIfEmpty) {
      const loaded = await tx
        .select()
        .from(t.meta)
        .where(sql`${t.meta.key} = ${META_LOADED_AT}`);
      if (loaded.length > 0) {
        skipped = true;
        return;
      }
    }
    for (const table of ALL_TABLES) await tx.delete(table);
    const ins = <R>(rows: R[], fn: (slice: R[]) => Promise<unknown>) => insertAll(rows, fn);
    await ins(
      data.categorias.map((c, pos) => ({ id: c.cat, parentId: c.idpad, ord: c.cx, pos, data: c })),
      (s) => tx.insert(t.categories).values(s),
    );
    await ins(
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
    await ins(
      data.tamanios.map((z, pos) => ({ id: z.I, productId: z.IDPMN, pos, data: z })),
      (s) => tx.insert(t.sizes).values(s),
    );
    await ins(
      data.masas.map((m, pos) => ({
        productId: m.IDPMN,
        baseId: m.BAS,
        sizeId: m.TAM,
        pos,
        data: m,
      })),
      (s) => tx.insert(t.baseSizes).values(s),
    );
    await ins(
      data.promos.map((p, pos) => ({ id: p.I, validUntil: p.FECHA_HASTA, pos, data: p })),
      (s) => tx.insert(t.promotions).values(s),
    );
    await ins(
      data.horarios.map((h, pos) => ({ itemId: h.I, from: h.HD, to: h.HH, pos })),
      (s) => tx.insert(t.itemSchedules).values(s),
    );
    await ins(
      data.mensajes.map((m, pos) => ({ pos, data: m })),
      (s) => tx.insert(t.timedMessages).values(s),
    );
    await ins(
      data.banners.map((b, pos) => ({ id: b.I, pos, data: b })),
      (s) => tx.insert(t.banners).values(s),
    );
    await ins(
      data.carrusel.map((productId, pos) => ({ pos, productId })),
      (s) => tx.insert(t.carousel).values(s),
    );
    await ins(
      data.departamentos.map((d, pos) => ({ code: d.C, pos, data: d })),
      (s) => tx.insert(t.departments).values(s),
    );
    await ins(
      data.ciudades.map((c, pos) => ({ code: c.C, departmentCode: c.D, pos, data: c })),
      (s) => tx.insert(t.cities).values(s),
    );
    await ins(
      data.colonias.map((c, pos) => ({ code: c.C, cityCode: c.CI, pos, data: c })),
      (s) => tx.insert(t.districts).values(s),
    );
    await ins(
      data.lugares.map((l, pos) => ({ cityCode: l.CI, pos, data: l })),
      (s) => tx.insert(t.landmarks).values(s),
    );
    await ins(
      data.tiendas.map(({ HORARIOS: _h, ...shop }, pos) => ({
        id: shop.I,
        code: shop.CODIGO,
        cityCode: shop.CIU,
        pos,
        data: shop,
      })),
      (s) => tx.insert(t.shops).values(s),
    );
    await ins(
      data.tiendas.flatMap((s) =>
        s.HORARIOS.map((h) => ({ shopId: s.I, day: h.DIA, opens: h.HA, closes: h.HC })),
      ),
      (s) => tx.insert(t.shopHours).values(s),
    );
    await ins(
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
    await ins(
      data.puntosEntrega.map((p, pos) => ({ id: p.I, zoneCode: p.CODZON, pos, data: p })),
      (s) => tx.insert(t.deliveryPoints).values(s),
    );
    // §3.3 blocks of the file replace every block, operator ones included (docs/operator.md)
    await ins(
      [
        ...data.bloqueos.map((b) => ({ kind: 'producto' as const, b })),
        ...data.bloqueosOpciones.map((b) => ({ kind: 'opcion' as const, b })),
      ].map(({ kind, b }) => ({ kind, shopId: b.IDTDA, itemId: b.I, type: b.T })),
      (s) => tx.insert(t.blocks).values(s),
    );
    await ins(
      data.ventaSugerida.map((v, pos) => ({ productId: v.I, pos, data: v })),
      (s) => tx.insert(t.suggestedSales).values(s),
    );
    await ins(
      data.geoPermitidos.map((g, pos) => ({ productId: g.I, pos, data: g })),
      (s) => tx.insert(t.geoAllowed).values(s),
    );
    await ins(
      data.cupones.map((c, pos) => ({ id: c.IDPRO, kind: c.CLASE, code: c.NUC, pos, data: c })),
      (s) => tx.insert(t.coupons).values(s),
    );
    await ins(
      data.certificados.map((c, pos) => ({
        id: c.I,
        amountCents: Math.round(c.MONTO * 100),
        pos,
        data: c,
      })),
      (s) => tx.insert(t.certificateCatalogue).values(s),
    );
    const content = data.contenido;
    if (content !== null) {
      await ins(
        [
          ...content.paginas.map((d, pos) => ({ kind: 'pagina' as const, pos, data: d })),
          ...content.anuncios.map((d, pos) => ({ kind: 'anuncio' as const, pos, data: d })),
          ...content.ayuda.map((d, pos) => ({ kind: 'ayuda' as const, pos, data: d })),
        ],
        (s) => tx.insert(t.chainContent).values(s),
      );
    }
    for (const [key, value] of [
      [META_CHAIN_VERSION, String(data.version)],
      [META_LOADED_AT, now.toISOString()],
    ] as const) {
      await tx
        .insert(t.meta)
        .values({ key, value })
        .onConflictDoUpdate({ target: t.meta.key, set: { value } });
    }
  });
  return skipped ? null : countsOf(data);
}

/** Read on every call that needs the chain's version: one prepared statement. */
const loadedAtStatement = preparedFor((db) =>
  db
    .select({ value: t.meta.value })
    .from(t.meta)
    .where(sql`${t.meta.key} = ${META_LOADED_AT}`)
    .prepare('chain_loaded_at'),
);

/** Time the chain was last loaded, or null when the database holds no chain yet. */
export async function chainLoadedAt(db: Database): Promise<string | null> {
  const rows = await loadedAtStatement(db).execute();
  return rows[0]?.value ?? null;
}
