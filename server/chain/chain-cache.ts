import type { Database } from '../db/client.ts';
import { chainAnswersPart, type ChainAnswers } from './chain-answers.ts';
import { chainLoadedAt } from '../seed/load.ts';
import { readChainSnapshot } from './chain-read.ts';
import { CHAIN_EMPTY_STAMP, ChainView, type ChainPart } from './chain-view.ts';

/**
 * The loaded chain as this server sees it (decisions 017 and 026): one ChainView per chain
 * version, read from one consistent snapshot when the version changes and shared by every
 * request; the menu answers, the cart and geo indexes, the order save's rules and the map's
 * documents are parts of that view. The chain's loaded-at stamp (one primary-key read) is
 * checked at most once a second, so a reload by the seed command, from any process or
 * instance on the same database, is served within a second.
 */

/** How long a read of the chain's loaded-at stamp is trusted (decision 017). */
export const CHAIN_RECHECK_MS = 1000;

export class ChainCache {
  private current: Promise<ChainView> | null = null;
  private stamp: string | null = null;
  private stampRead: Promise<string> | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private readonly answersPart: ChainPart<Promise<ChainAnswers>>;

  constructor(
    private readonly db: Database,
    parametros: Record<string, string>,
    private readonly recheckMs = CHAIN_RECHECK_MS,
    countryCode = 'SV',
  ) {
    this.answersPart = chainAnswersPart(parametros, countryCode);
  }

  /** The view of the current chain version; requests that find it stale share one read. */
  async view(): Promise<ChainView> {
    const loadedAt = await this.readStamp();
    if (this.current === null || this.stamp !== loadedAt) {
      this.stamp = loadedAt;
      const reading = chainViewRead(this.db);
      this.current = reading;
      // a failed read must not be cached forever
      reading.catch(() => {
        if (this.current === reading) this.current = null;
      });
    }
    return this.current;
  }

  /** A part of the current chain version (ChainView.part), built once per version. */
  async part<T>(build: ChainPart<T>): Promise<Awaited<T>> {
    const view = await this.view();
    return await view.part(build);
  }

  /** The data/* answers of the current chain version (decision 017). */
  answers(): Promise<ChainAnswers> {
    return this.part(this.answersPart);
  }

  /**
   * The loaded-at stamp, read at most once per CHAIN_RECHECK_MS: on PGlite one primary-key
   * read cost about ten times what serving the cached bytes costs, so reading it on every
   * request capped getData near 500 req/s (issue 13). Concurrent requests share one read.
   */
  private readStamp(): Promise<string> | string {
    if (this.stamp !== null && performance.now() - this.checkedAt < this.recheckMs) {
      return this.stamp;
    }
    this.stampRead ??= chainLoadedAt(this.db)
      .then((value) => {
        this.checkedAt = performance.now();
        return value ?? CHAIN_EMPTY_STAMP;
      })
      .finally(() => {
        this.stampRead = null;
      });
    return this.stampRead;
  }
}

/** The chain and its stamp, from one consistent snapshot, as a view of that version. */
async function chainViewRead(db: Database): Promise<ChainView> {
  const { chain, loadedAt } = await readChainSnapshot(db);
  return new ChainView(chain, loadedAt ?? CHAIN_EMPTY_STAMP);
}
