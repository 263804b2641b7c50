import type { ChainData } from '../seed/schema.ts';

/**
 * One version of the loaded chain (decision 026): the chain as one consistent snapshot read
 * it, its loaded-at stamp, and every part derived from it (the menu answers, the cart and
 * geo indexes, the order save's rules, the map's documents), each built the first time a
 * request asks for it and shared by every later request until the chain changes.
 */

/** A part derived from one chain version; the function itself is the part's identity. */
export type ChainPart<T> = (view: ChainView) => T;

/** The stamp of a database that holds no chain yet. */
export const CHAIN_EMPTY_STAMP = 'vacío';

export class ChainView {
  private readonly parts = new Map<ChainPart<unknown>, unknown>();

  constructor(
    readonly chain: ChainData,
    /** when this chain was loaded (CHAIN_EMPTY_STAMP when none is) */
    readonly loadedAt: string,
  ) {}

  /**
   * The part `build` derives from this version, built on first use. A part that is a
   * promise is shared while it settles; one that fails is dropped, so the next request
   * builds it again instead of failing for as long as the version lasts.
   */
  part<T>(build: ChainPart<T>): T {
    if (this.parts.has(build)) return this.parts.get(build) as T;
    const value = build(this);
    this.parts.set(build, value);
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.parts.get(build) === value) this.parts.delete(build);
      });
    }
    return value;
  }
}
