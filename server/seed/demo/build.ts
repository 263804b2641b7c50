/**
 * Writes the demo chain file, server/seed/demo-chain.json, from its authored parts
 * (menu-build.ts, geo-build.ts, cart-build.ts, coupons-build.ts and content-build.ts),
 * validated like any operator's file.
 *
 *   npx tsx server/seed/demo/build.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parseChain } from '../validate.ts';
import { buildCart } from './cart-build.ts';
import { contenido } from './content-build.ts';
import { certificados, cupones } from './coupons-build.ts';
import { buildGeo } from './geo-build.ts';
import { menu } from './menu-build.ts';

const chain = {
  version: 1,
  ...menu,
  ...buildGeo(),
  ...buildCart(menu),
  cupones,
  certificados,
  contenido,
};
const result = parseChain(chain);
if (!result.ok) {
  console.error(result.errors.join('\n'));
  process.exit(1);
}
const target = fileURLToPath(new URL('../demo-chain.json', import.meta.url));
const options = (await resolveConfig(target)) ?? {};
writeFileSync(target, await format(JSON.stringify(chain), { ...options, filepath: target }));
console.log(
  `demo-chain.json: ${chain.categorias.length} categorías, ${chain.productos.length} productos, ` +
    `${chain.tiendas.length} tiendas, ${chain.zonas.length} zonas, ` +
    `${chain.bloqueos.length + chain.bloqueosOpciones.length} bloqueos, ` +
    `${chain.ventaSugerida.length} ventas sugeridas, ${chain.cupones.length} cupones, ` +
    `${contenido.paginas.length} páginas, ${contenido.anuncios?.length ?? 0} anuncios`,
);
