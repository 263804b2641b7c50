import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, test } from 'vitest';
import { AfterAnswer } from './after-answer.ts';

/** A reply whose answer is sent when `send` is called. */
function replyOf() {
  const raw = new EventEmitter();
  return { reply: { raw } as unknown as FastifyReply, send: () => raw.emit('finish') };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('work after the answer', () => {
  test('starts only once the answer is sent; idle waits for it', async () => {
    const queue = new AfterAnswer(() => {});
    const { reply, send } = replyOf();
    const done: string[] = [];
    queue.of(reply)(async () => {
      done.push('tarea');
    });
    await tick();
    expect(done).toEqual([]);
    expect(queue.pending).toBe(1);
    send();
    await queue.idle();
    expect(done).toEqual(['tarea']);
    expect(queue.pending).toBe(0);
  });

  test('a client gone before the answer still gets its work done', async () => {
    const queue = new AfterAnswer(() => {});
    const raw = new EventEmitter();
    let ran = false;
    queue.of({ raw } as unknown as FastifyReply)(async () => {
      ran = true;
    });
    raw.emit('close');
    await queue.idle();
    expect(ran).toBe(true);
  });

  test('held: nothing starts until released; a failure is reported, not thrown', async () => {
    const failures: unknown[] = [];
    const queue = new AfterAnswer((error) => failures.push(error));
    const release = queue.hold();
    const { reply, send } = replyOf();
    let ran = false;
    queue.of(reply)(async () => {
      ran = true;
      throw new Error('fallo');
    });
    send();
    await tick();
    expect(ran).toBe(false);
    release();
    await queue.idle();
    expect(ran).toBe(true);
    expect(failures).toHaveLength(1);
  });
});
