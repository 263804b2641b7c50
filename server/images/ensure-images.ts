/** Makes sure every product, category, banner and certificate of the chain has its generated pictures. */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ChainData } from '../seed/schema.ts';
import { type Kind, kindOf, type Profile } from './kinds.ts';
import { productKind, productProfile } from './profile.ts';
import { type OutputFile, renderMissing, textRenders } from './render.ts';
import { bannerSvg, foodSvg, placeholderSvg } from './scene.ts';

/** Sizes of the protocol (docs/protocol.md): thumbnails `sm`, medium `md`. */
export const SIZES = {
  food: { sm: [240, 180], md: [640, 480] },
  banner: { sm: [600, 240], md: [1200, 480] },
} as const;

export interface EnsureResult {
  /** pictures (product, category, banner or placeholder) considered */
  pictures: number;
  /** files written in this run */
  written: number;
}

interface Job {
  svg: () => string;
  outputs: OutputFile[];
}

/** The four files of one picture: `{base}-sm|md.jpg|webp`. */
export function outputsFor(base: string, sizes: (typeof SIZES)['food' | 'banner']): OutputFile[] {
  const out: OutputFile[] = [];
  for (const size of ['sm', 'md'] as const)
    for (const ext of ['jpg', 'webp'])
      out.push({ file: `${base}-${size}.${ext}`, width: sizes[size][0], height: sizes[size][1] });
  return out;
}

/** References become file names; anything that could leave the folder is refused. */
const safeRef = (ref: string) =>
  ref.length > 0 && !/[/\\\0]/.test(ref) && ref !== '.' && ref !== '..';

/**
 * A category shows what most of its own products are ('Pollo crujiente' under Hamburguesas
 * holds chicken sandwiches); one without products of its own is drawn from its name.
 */
export function categoryKind(chain: ChainData, category: ChainData['categorias'][number]): Kind {
  const parent =
    category.idpad != null ? chain.categorias.find((c) => c.cat === category.idpad) : undefined;
  const counts = new Map<Kind, number>();
  for (const p of chain.productos)
    if (p.T === category.cat) {
      const kind = productKind(chain, p);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  const top = [...counts].sort((a, b) => b[1] - a[1])[0];
  return top?.[0] ?? kindOf(category.nombre) ?? kindOf(parent?.nombre) ?? 'combo';
}

/** A banner naming a product ('Nueva: La Chivona') shows that product, else what its words say. */
function bannerDrawing(chain: ChainData, title: string): Kind | Profile {
  const t = title.toLowerCase();
  const named = chain.productos
    .filter((p) => p.N.length > 3 && t.includes(p.N.toLowerCase()))
    .sort((a, b) => b.N.length - a.N.length)[0];
  if (named) return productProfile(chain, named);
  return kindOf(title) ?? 'combo';
}

/** A product's drawing (its every size is drawn from it), seeded by its picture reference. */
export function productDrawing(
  chain: ChainData,
  product: ChainData['productos'][number],
): () => string {
  const profile = productProfile(chain, product);
  return () => foodSvg(profile, `producto:${product.IS}`, 'product');
}

function jobsFor(chain: ChainData, dir: string, withText: boolean): Job[] {
  const jobs: Job[] = [
    { svg: placeholderSvg, outputs: outputsFor(join(dir, 'placeholder'), SIZES.food) },
  ];
  const seen = new Set<string>();
  for (const p of chain.productos) {
    if (seen.has(p.IS) || !safeRef(p.IS)) continue;
    seen.add(p.IS);
    jobs.push({
      svg: productDrawing(chain, p),
      outputs: outputsFor(join(dir, 'producto', p.IS), SIZES.food),
    });
  }
  for (const c of chain.categorias) {
    const kind = categoryKind(chain, c);
    jobs.push({
      svg: () => foodSvg(kind, `categoria:${c.cat}`, 'category'),
      outputs: outputsFor(join(dir, 'categoria', String(c.cat)), SIZES.food),
    });
  }
  for (const b of chain.banners) {
    const what = bannerDrawing(chain, b.N);
    jobs.push({
      svg: () => bannerSvg(b.N, b.COLORES, what, `banner:${b.I}`, withText),
      outputs: outputsFor(join(dir, 'banner', String(b.I)), SIZES.banner),
    });
  }
  for (const c of chain.certificados) {
    const title = `${c.N} $${c.MONTO.toFixed(2)}`;
    jobs.push({
      svg: () => bannerSvg(title, c.COLORES, 'combo', `certificado:${c.I}`, withText),
      outputs: outputsFor(join(dir, 'certificado', String(c.I)), SIZES.banner),
    });
  }
  return jobs;
}

/** Like ensureImages, and tells how much it did. */
export async function ensureImagesReport(chain: ChainData, dir: string): Promise<EnsureResult> {
  const jobs = jobsFor(chain, dir, await textRenders());
  let written = 0;
  let next = 0;
  const workers = Math.max(2, Math.min(8, availableParallelism() * 2));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const count = await renderMissing(job.svg, job.outputs);
        written += count;
      }
    }),
  );
  return { pictures: jobs.length, written };
}

/**
 * Writes, when missing, `${dir}/producto/{IS}-{sm|md}.{jpg|webp}`, the same under
 * `categoria/{cat}-…`, `banner/{I}-…` and `certificado/{I}-…`, and `placeholder-{sm|md}.{jpg|webp}`.
 * Existing files are kept, so real photos put there by an operator win.
 */
export async function ensureImages(chain: ChainData, dir: string): Promise<void> {
  await ensureImagesReport(chain, dir);
}
