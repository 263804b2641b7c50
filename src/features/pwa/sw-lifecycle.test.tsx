// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeServiceWorkerContainer,
  type FakeWorker,
  fakeServiceWorkerInstall,
} from './service-worker.fixture';
import type { SwLifecyclePage } from './sw-lifecycle';

// The update prompt over workbox-window's real Workbox, with the browser's worker objects
// driven by hand: what a deploy, a first install and another tab do to this page.

const PROMPT = 'Hay una nueva versión disponible.';
/** longer than workbox-window's wait before it calls an installed worker 'waiting' */
const WAITING_SETTLES_MS = 300;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, WAITING_SETTLES_MS)));

let container: FakeServiceWorkerContainer;
let reloads: number;
let foreground: (() => void) | null;
/** the tasks the lifecycle left for later, run by hand */
let later: (() => void)[];
const runLater = () => {
  const due = later;
  later = [];
  for (const task of due) task();
};

const page: SwLifecyclePage = {
  controlled: () => container.controller !== null,
  reload: () => {
    reloads += 1;
  },
  onForeground: (listener) => {
    foreground = listener;
  },
  later: (task) => {
    later.push(task);
  },
};

/** Fresh modules (the prompt's state is the page's), the prompt rendered, the lifecycle run. */
async function start(): Promise<void> {
  vi.resetModules();
  const { Workbox } = await import('workbox-window');
  const { swLifecycleStart } = await import('./sw-lifecycle');
  const { UpdatePrompt } = await import('./update-prompt');
  render(<UpdatePrompt />);
  await act(() => swLifecycleStart(new Workbox('/sw.js'), page));
}

/** A page controlled by the current version, as on every visit after the first. */
function controlledByOldVersion(): FakeWorker {
  const old = container.worker('activated');
  container.registration.active = old;
  container.controller = old;
  return old;
}

beforeEach(() => {
  container = new FakeServiceWorkerContainer();
  fakeServiceWorkerInstall(container);
  reloads = 0;
  foreground = null;
  later = [];
});

afterEach(() => cleanup());

describe('the service-worker lifecycle', () => {
  it('registers the worker; a first install takes control and reloads nothing', async () => {
    await start();
    expect(container.registered).toEqual(['/sw.js']);
    const first = container.worker('installing');
    container.install(first);
    container.claim();
    await settle();
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(reloads).toBe(0);
  });

  it('offers a new version that waits, tells it to take over on Actualizar, reloads once', async () => {
    controlledByOldVersion();
    await start();
    const next = container.worker('installing');
    container.install(next);
    expect(await screen.findByText(PROMPT)).toBeTruthy();
    // it waits: nothing is asked of it until the customer says so
    expect(next.state).toBe('installed');
    expect(next.messages).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    // the message sw/sw.ts answers with skipWaiting()
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(reloads).toBe(0);

    container.activate(next);
    container.claim();
    expect(reloads).toBe(1);
    // a second change of controller (another deploy meanwhile) does not reload again
    container.claim();
    expect(reloads).toBe(1);
    // nor do the checks left for later, nor do they ask again
    runLater();
    runLater();
    expect(reloads).toBe(1);
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('asks a new version parked in waiting again, then reloads: Actualizar never does nothing', async () => {
    controlledByOldVersion();
    await start();
    const next = container.worker('installing');
    container.install(next);
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar' }));
    expect(next.messages).toHaveLength(1);
    // it stays waiting (a request of the page reached the old worker as it activated)
    runLater();
    expect(next.messages).toHaveLength(2);
    expect(reloads).toBe(0);
    runLater();
    expect(next.messages).toEqual([
      { type: 'SKIP_WAITING' },
      { type: 'SKIP_WAITING' },
      { type: 'SKIP_WAITING' },
    ]);
    expect(reloads).toBe(0);
    runLater();
    expect(reloads).toBe(1);
    expect(later).toEqual([]);
  });

  it('a version that takes over at the second request reloads once and is asked no more', async () => {
    controlledByOldVersion();
    await start();
    const next = container.worker('installing');
    container.install(next);
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar' }));
    runLater();
    container.activate(next);
    container.claim();
    expect(reloads).toBe(1);
    runLater();
    runLater();
    expect(reloads).toBe(1);
    expect(next.messages).toHaveLength(2);
  });

  it('offers a version left waiting by an earlier visit', async () => {
    controlledByOldVersion();
    const waiting = container.worker('installed');
    container.registration.waiting = waiting;
    await start();
    expect(await screen.findByText(PROMPT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('offers nothing to a page no worker controls (a hard reload)', async () => {
    container.registration.active = container.worker('activated');
    container.registration.waiting = container.worker('installed');
    await start();
    await settle();
    expect(screen.queryByText(PROMPT)).toBeNull();
  });

  it('Más tarde hides the prompt and leaves the new version waiting', async () => {
    controlledByOldVersion();
    await start();
    const next = container.worker('installing');
    container.install(next);
    fireEvent.click(await screen.findByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(next.messages).toEqual([]);
    expect(container.registration.waiting).toBe(next);
    expect(reloads).toBe(0);
  });

  it("lets a version another tab let in wait for this tab's Actualizar, then only reloads", async () => {
    controlledByOldVersion();
    await start();
    const next = container.worker('installing');
    container.install(next);
    expect(await screen.findByText(PROMPT)).toBeTruthy();
    // the other tab's customer said 'Actualizar': the new version controls this page too
    container.activate(next);
    container.claim();
    expect(reloads).toBe(0);
    expect(screen.getByText(PROMPT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(reloads).toBe(1);
    expect(next.messages).toEqual([]);
  });

  it('looks for a new version each time the app comes back to the foreground', async () => {
    controlledByOldVersion();
    await start();
    expect(container.registration.updates).toBe(0);
    foreground?.();
    foreground?.();
    expect(container.registration.updates).toBe(2);
  });
});
