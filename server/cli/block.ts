import { blockList, blockRemove, blockSet, type BlockRecord } from '../cart/blocks.ts';
import type { Database } from '../db/client.ts';
import type { CliIo } from '../seed/cli.ts';
import { cliRunAsMain, cliWithDatabase, type CliOpenDatabase } from './cli-database.ts';
import { chainLoadedAt } from '../seed/load.ts';
import { readChain } from '../chain/chain-read.ts';
import type { ChainData } from '../seed/schema.ts';
import { BLOCK_USAGE, blockArgsParse, type BlockCommand } from './block-args.ts';

/**
 * `npm run block -- …` (docs/operator.md): blocks or unblocks a product or an option choice
 * at a shop or at every shop, or lists the blocks, in the database the server uses.
 * data/getBloqueos reads blocks on every request, so the change counts at once.
 */

/** Names of the loaded chain, for messages that say what was touched. */
interface Names {
  shop: (id: number) => string | undefined;
  product: (id: number) => string | undefined;
  option: (id: number) => string | undefined;
}

function namesOf(chain: ChainData): Names {
  const shops = new Map(chain.tiendas.map((t) => [t.I, t.N]));
  const products = new Map(chain.productos.map((p) => [p.I, p.N]));
  const options = new Map<number, string>();
  for (const p of chain.productos)
    for (const o of p.O)
      for (const c of o.OPS) if (!options.has(c.I)) options.set(c.I, `${c.N}, en ${p.N}`);
  return {
    shop: (id) => shops.get(id),
    product: (id) => products.get(id),
    option: (id) => options.get(id),
  };
}

const where = (names: Names, shopId: number | null) =>
  shopId === null ? 'todas las tiendas' : `la tienda ${shopId} '${names.shop(shopId) ?? '?'}'`;

const what = (names: Names, b: Pick<BlockRecord, 'kind' | 'itemId'>) =>
  b.kind === 'producto'
    ? `producto ${b.itemId} '${names.product(b.itemId) ?? '?'}'`
    : `opción ${b.itemId} '${names.option(b.itemId) ?? '?'}'`;

async function list(db: Database, io: CliIo, names: Names, shopId: number | null | undefined) {
  const rows = await blockList(db, shopId);
  const title =
    shopId === undefined
      ? 'Bloqueos'
      : shopId === null
        ? 'Bloqueos de todas las tiendas'
        : `Bloqueos vigentes en ${where(names, shopId)} (incluye los de todas las tiendas)`;
  io.out(`${title}: ${rows.length}`);
  for (const b of rows) io.out(`  ${where(names, b.shopId)} · ${what(names, b)} · ${b.type}`);
  return 0;
}

async function change(db: Database, io: CliIo, names: Names, cmd: BlockCommand) {
  if (cmd.action === 'list') return list(db, io, names, cmd.shopId);
  if (cmd.shopId !== null && names.shop(cmd.shopId) === undefined) {
    io.err(`La tienda ${cmd.shopId} no existe.`);
    return 1;
  }
  const known = cmd.kind === 'producto' ? names.product(cmd.itemId) : names.option(cmd.itemId);
  if (known === undefined) {
    io.err(`${cmd.kind === 'producto' ? 'El producto' : 'La opción'} ${cmd.itemId} no existe.`);
    return 1;
  }
  const item = what(names, cmd);
  const place = where(names, cmd.shopId);
  if (cmd.action === 'block') {
    const result = await blockSet(db, cmd);
    if (result.outcome === 'created') io.out(`Bloqueado: ${item} en ${place}, para ${cmd.type}.`);
    else if (result.outcome === 'unchanged')
      io.out(`Sin cambios: ${item} ya estaba bloqueado en ${place}, para ${cmd.type}.`);
    else io.out(`Bloqueo cambiado: ${item} en ${place}, de ${result.previous} a ${cmd.type}.`);
    return 0;
  }
  const removed = await blockRemove(db, cmd);
  if (removed) io.out(`Desbloqueado: ${item} en ${place} (estaba bloqueado para ${removed.type}).`);
  else io.out(`Sin cambios: ${item} no estaba bloqueado en ${place}.`);
  if (cmd.shopId !== null) {
    const chainWide = (await blockList(db, null)).find(
      (b) => b.kind === cmd.kind && b.itemId === cmd.itemId,
    );
    if (chainWide)
      io.out(`Aviso: sigue bloqueado en todas las tiendas (${chainWide.type}); use --shop all.`);
  }
  return 0;
}

/**
 * Runs the command; `openDb` is injectable so tests use their own database. Returns the
 * process exit code: 0 done (also when nothing had to change), 1 bad arguments or data.
 */
export async function runBlockCli(
  args: string[],
  io: CliIo,
  openDb: CliOpenDatabase,
): Promise<number> {
  const parsed = blockArgsParse(args);
  if (!parsed.ok) {
    io.err(parsed.error);
    for (const line of BLOCK_USAGE) io.err(line);
    return 1;
  }
  const { command } = parsed;
  return cliWithDatabase(io, openDb, async (db) => {
    if ((await chainLoadedAt(db)) === null) {
      io.err('No hay una cadena cargada: cárguela primero con npm run seed -- archivo.json');
      return 1;
    }
    return change(db, io, namesOf(await readChain(db)), command);
  });
}

await cliRunAsMain(import.meta.url, runBlockCli);
