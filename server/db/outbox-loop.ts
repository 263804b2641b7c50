/**
 * The loop of a durable outbox (mail, push): every `pollMs`, or at once when woken, it
 * claims a batch (the caller's claim takes its rows under a lease with FOR UPDATE SKIP
 * LOCKED, so several instances never send one row twice) and sends its rows one by one; a
 * full batch is followed by the next at once. Stopping releases the rows not tried yet and
 * hands `signal` to the row being sent, which releases it unless it went out.
 */
export interface OutboxLoopOptions<Row> {
  claim(): Promise<Row[]>;
  release(row: Row): Promise<void>;
  send(row: Row, signal: AbortSignal): Promise<void>;
  batchSize: number;
  pollMs: number;
  /** a pass that failed (the database): logged, and tried again after the poll */
  onError(error: unknown): void;
}

export interface OutboxLoop {
  /** look at the outbox now; a wake-up while a pass runs makes the next one start at once */
  wake(): void;
  stop(): Promise<void>;
}

export function outboxLoopStart<Row>(options: OutboxLoopOptions<Row>): OutboxLoop {
  const { batchSize, pollMs } = options;
  const stopping = new AbortController();
  let resume: (() => void) | null = null;
  let woken = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resume = null;
        resolve();
      }
      resume = done;
    });

  /** One look at the outbox; true when the batch was full (more may be due). */
  async function pass(): Promise<boolean> {
    woken = false;
    const batch = await options.claim();
    for (const [i, row] of batch.entries()) {
      if (stopping.signal.aborted) {
        for (const untried of batch.slice(i)) await options.release(untried);
        break;
      }
      await options.send(row, stopping.signal);
    }
    return batch.length === batchSize;
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      let more = false;
      try {
        more = await pass();
      } catch (error) {
        if (stopping.signal.aborted) break;
        options.onError(error);
      }
      if (!more && !stopping.signal.aborted) await pause(pollMs);
    }
  }

  const running = loop();
  return {
    wake() {
      woken = true;
      resume?.();
    },
    async stop() {
      stopping.abort();
      resume?.();
      await running;
    },
  };
}
