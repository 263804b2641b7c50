// How the order-placement bench sends its prepared orders to data/saveOrderPendiente (the
// warm-up with fetch, the timed run with autocannon) and reads the answers back: each
// request's code and order id, and the answers counted by HTTP status and code.
import autocannon from 'autocannon';
import { saveAnswerRead, type SaveAnswerRead } from './order-api.ts';
import type { PlannedOrder } from './order-bodies.ts';
import type { SentOrder } from './order-verify.ts';

const SAVE_PATH = '/api/data/saveOrderPendiente';

export interface Answer extends SaveAnswerRead {
  status: number;
}

interface RequestContext {
  index?: number;
}

/** Sends planned orders `connections` at a time with fetch (the warm-up, not timed). */
export async function sendPlanned(
  url: string,
  planned: readonly PlannedOrder[],
  connections: number,
) {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < planned.length; i = next++) {
        const p = planned[i]!;
        const res = await fetch(`${url}${SAVE_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: p.authorization,
          },
          body: p.form,
        });
        answers[i] = { status: res.status, ...saveAnswerRead(await res.text()) };
      }
    }),
  );
  return answers;
}

/** The timed run: every planned request once, in order, over `connections` connections. */
export async function loadRun(url: string, planned: readonly PlannedOrder[], connections: number) {
  const answers: (Answer | undefined)[] = new Array<Answer | undefined>(planned.length);
  let next = 0;
  let overrun = 0;
  const started = performance.now();
  let lastAnswerAt = started;
  const result = await autocannon({
    url,
    connections,
    amount: planned.length,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: SAVE_PATH,
        setupRequest: (request, context) => {
          const index = next++;
          const p = planned[index];
          if (p === undefined) overrun += 1;
          (context as RequestContext).index = index;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/x-www-form-urlencoded',
              authorization: p?.authorization ?? '',
            },
            body: p?.form ?? '',
          };
        },
        onResponse: (status, body, context) => {
          const index = (context as RequestContext).index;
          if (index !== undefined) answers[index] = { status, ...saveAnswerRead(body) };
          lastAnswerAt = performance.now();
        },
      },
    ],
  });
  // to the last answer: autocannon itself notices the end only at its next one-second tick
  const seconds = (lastAnswerAt - started) / 1000;
  if (overrun > 0) throw new Error(`autocannon pidió ${overrun} solicitudes de más`);
  return { answers, seconds, result };
}

export const sentOf = (
  planned: readonly PlannedOrder[],
  answers: readonly (Answer | undefined)[],
) =>
  planned.map((p, i): SentOrder => ({
    key: p.key,
    twin: p.twin,
    code: answers[i]?.code ?? 'sin respuesta',
    orderId: answers[i]?.orderId ?? null,
  }));

export function countCodes(answers: readonly (Answer | undefined)[], total: number) {
  const codes = new Map<string, number>();
  for (let i = 0; i < total; i++) {
    const a = answers[i];
    const label = a ? `${a.status} '${a.code}'` : 'no answer';
    codes.set(label, (codes.get(label) ?? 0) + 1);
  }
  return codes;
}
