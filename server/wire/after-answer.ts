import type { FastifyReply } from 'fastify';

/**
 * Work a call does only once its answer has left (decision 028): the calls that must not
 * tell whether an e-mail has an account (sign-up, activation resend, recovery) answer
 * before they look the e-mail up, so the answer takes as long for every e-mail. A task
 * that fails is logged; closing the server waits for the tasks already queued. A task is
 * lost if the process dies before it runs (the customer asks again).
 */

/** Queues a task to run after the current call's answer is sent. */
export type Later = (task: () => Promise<void>) => void;

export class AfterAnswer {
  private readonly queued = new Set<Promise<void>>();
  private gate: Promise<void> = Promise.resolve();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** The queue of the call answering on `reply`: tasks start once the answer is sent. */
  of(reply: FastifyReply): Later {
    return (task) => {
      const sent = new Promise<void>((resolve) => {
        // 'finish': handed to the network; 'close': also when the client went away first
        reply.raw.once('finish', resolve);
        reply.raw.once('close', resolve);
      });
      const run = sent
        .then(() => this.gate)
        .then(task)
        .catch(this.onError);
      this.queued.add(run);
      void run.finally(() => this.queued.delete(run));
    };
  }

  /** How many tasks are queued or running. */
  get pending(): number {
    return this.queued.size;
  }

  /** Resolves once every task queued so far (and any they queued) has run. */
  async idle(): Promise<void> {
    while (this.queued.size > 0) await Promise.all([...this.queued]);
  }

  /**
   * Keeps tasks from starting until the returned release is called: lets a test see what a
   * call did before its answer, and nothing after.
   */
  hold(): () => void {
    let release = () => {};
    const previous = this.gate;
    this.gate = new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => previous);
    return release;
  }
}
