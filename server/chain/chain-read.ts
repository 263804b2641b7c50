import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { chainLoadedAt } from '../seed/load.ts';
import type { ChainData } from '../seed/schema.ts';

/**
 * Reads the loaded chain back from the database in file order (server/seed/load.ts writes
 * it, with the loaded-at stamp that tells one load from the next). The wire records were
 * validated by the chain schema when loaded, so the stored JSON is trusted to have those
 * shapes.
 */

type Row<K extends keyof ChainData> = ChainData[K] extends (infer R)[] ? R : never;

/**
 * The chain and its loaded-at stamp from one consistent snapshot, so a reload committing
 * mid-read can never produce a mix of two chains.
 */
export async function readChainSnapshot(
  db: Database,
): Promise<{ chain: ChainData; loadedAt: string | null }> {
  return db.transaction(
    async (tx) => {
      const loadedAt = await chainLoadedAt(tx);
      return { chain: await readChain(tx), loadedAt };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The whole chain as stored now, in file order (blocks as the operator left them). */
export async function readChain(db: Database): Promise<ChainData> {
  const [cats, prods, sizes, bases, promos, scheds, msgs, banners, carousel] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.pos)),
    db.select().from(t.products).orderBy(asc(t.products.pos)),
    db.select().from(t.sizes).orderBy(asc(t.sizes.pos)),
    db.select().from(t.baseSizes).orderBy(asc(t.baseSizes.pos)),
    db.select().from(t.promotions).orderBy(asc(t.promotions.pos)),
    db.select().from(t.itemSchedules).orderBy(asc(t.itemSchedules.pos)),
    db.select().from(t.timedMessages).orderBy(asc(t.timedMessages.pos)),
    db.select().from(t.banners).orderBy(asc(t.banners.pos)),
    db.select().from(t.carousel).orderBy(asc(t.carousel.pos)),
  ]);
  const [deps, cities, districts, shops, hours, zones, points, landmarks] = await Promise.all([
    db.select().from(t.departments).orderBy(asc(t.departments.pos)),
    db.select().from(t.cities).orderBy(asc(t.cities.pos)),
    db.select().from(t.districts).orderBy(asc(t.districts.pos)),
    db.select().from(t.shops).orderBy(asc(t.shops.pos)),
    db.select().from(t.shopHours).orderBy(asc(t.shopHours.rowId)),
    db.select().from(t.zones).orderBy(asc(t.zones.pos)),
    db.select().from(t.deliveryPoints).orderBy(asc(t.deliveryPoints.pos)),
    db.select().from(t.landmarks).orderBy(asc(t.landmarks.pos)),
  ]);
  const [blocks, vs, geo, coupons, certificates, content] = await Promise.all([
    db.select().from(t.blocks).orderBy(asc(t.blocks.rowId)),
    db.select().from(t.suggestedSales).orderBy(asc(t.suggestedSales.pos)),
    db.select().from(t.geoAllowed).orderBy(asc(t.geoAllowed.pos)),
    db.select().from(t.coupons).orderBy(asc(t.coupons.pos)),
    db.select().from(t.certificateCatalogue).orderBy(asc(t.certificateCatalogue.pos)),
    db.select().from(t.chainContent).orderBy(asc(t.chainContent.kind), asc(t.chainContent.pos)),
  ]);
  // blocks as stored now (the operator command changes them between loads)
  const blocksOf = (kind: t.BlockKind) =>
    blocks.filter((b) => b.kind === kind).map((b) => ({ IDTDA: b.shopId, I: b.itemId, T: b.type }));
  const hoursByShop = new Map<number, Row<'tiendas'>['HORARIOS']>();
  for (const h of hours) {
    const list = hoursByShop.get(h.shopId) ?? [];
    list.push({ DIA: h.day, HA: h.opens, HC: h.closes });
    hoursByShop.set(h.shopId, list);
  }
  return {
    version: 1,
    categorias: cats.map((r) => r.data as Row<'categorias'>),
    productos: prods.map((r) => r.data as Row<'productos'>),
    tamanios: sizes.map((r) => r.data as Row<'tamanios'>),
    masas: bases.map((r) => r.data as Row<'masas'>),
    promos: promos.map((r) => r.data as Row<'promos'>),
    horarios: scheds.map((r) => ({ I: r.itemId, HD: r.from, HH: r.to })),
    mensajes: msgs.map((r) => r.data as Row<'mensajes'>),
    banners: banners.map((r) => r.data as Row<'banners'>),
    carrusel: carousel.map((r) => r.productId),
    departamentos: deps.map((r) => r.data as Row<'departamentos'>),
    ciudades: cities.map((r) => r.data as Row<'ciudades'>),
    colonias: districts.map((r) => r.data as Row<'colonias'>),
    lugares: landmarks.map((r) => r.data as Row<'lugares'>),
    tiendas: shops.map((r) => ({
      ...(r.data as Omit<Row<'tiendas'>, 'HORARIOS'>),
      HORARIOS: hoursByShop.get(r.id) ?? [],
    })),
    zonas: zones.map((r) => r.data as Row<'zonas'>),
    puntosEntrega: points.map((r) => r.data as Row<'puntosEntrega'>),
    bloqueos: blocksOf('producto'),
    bloqueosOpciones: blocksOf('opcion'),
    ventaSugerida: vs.map((r) => r.data as Row<'ventaSugerida'>),
    geoPermitidos: geo.map((r) => r.data as Row<'geoPermitidos'>),
    cupones: coupons.map((r) => r.data as Row<'cupones'>),
    certificados: certificates.map((r) => r.data as Row<'certificados'>),
    contenido: contentOf(content),
  };
}

type Content = NonNullable<ChainData['contenido']>;

/** The content rows back as the file's `contenido`; none stored means the file had none. */
function contentOf(rows: { kind: t.ContentKind; data: unknown }[]): ChainData['contenido'] {
  if (rows.length === 0) return null;
  const of = <R>(kind: t.ContentKind) =>
    rows.filter((r) => r.kind === kind).map((r) => r.data as R);
  return {
    paginas: of<Content['paginas'][number]>('pagina'),
    anuncios: of<Content['anuncios'][number]>('anuncio'),
    ayuda: of<Content['ayuda'][number]>('ayuda'),
  };
}
