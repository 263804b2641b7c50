/** The demo content's shapes, as the chain file takes them. */
import type { ChainInput } from '../../schema.ts';

export type Content = NonNullable<ChainInput['contenido']>;
export type Page = Content['paginas'][number];
