/**
 * The browser's service-worker objects as far as workbox-window and the update prompt use
 * them, driven by hand: a worker installs, waits, takes control; what the page posts to a
 * worker is kept. Installed as `navigator.serviceWorker` for a jsdom test.
 */

export class FakeWorker extends EventTarget {
  readonly scriptURL: string;
  state: ServiceWorkerState;
  /** every message the page posted to this worker */
  readonly messages: unknown[] = [];

  constructor(scriptURL: string, state: ServiceWorkerState) {
    super();
    this.scriptURL = scriptURL;
    this.state = state;
  }

  postMessage(data: unknown, transfer: Transferable[] = []): void {
    this.messages.push(data);
    // nobody answers: close the reply channel so nothing keeps the test running
    for (const port of transfer) if (port instanceof MessagePort) port.close();
  }

  /** Moves to `state` and says so, as the browser does. */
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** how many times the page looked for a new version */
  updates = 0;

  async update(): Promise<void> {
    this.updates += 1;
  }
}

export class FakeServiceWorkerContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly registered: string[] = [];

  async register(scriptUrl: string): Promise<FakeRegistration> {
    this.registered.push(scriptUrl);
    return this.registration;
  }

  /** A worker the page's scope would use, at `/sw.js`. */
  worker(state: ServiceWorkerState): FakeWorker {
    return new FakeWorker(new URL('/sw.js', location.href).href, state);
  }

  /** A new version is found and installs; with an active worker, it then waits. */
  install(worker: FakeWorker): void {
    const { registration } = this;
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = worker;
    worker.moveTo('installed');
    if (registration.active === null) this.activate(worker);
  }

  /** `worker` becomes the active one (a first install, or SKIP_WAITING answered). */
  activate(worker: FakeWorker): void {
    const { registration } = this;
    registration.waiting = null;
    registration.active?.moveTo('redundant');
    registration.active = worker;
    worker.moveTo('activating');
    worker.moveTo('activated');
  }

  /** The active worker claims this page (sw/sw.ts calls clientsClaim()). */
  claim(): void {
    this.controller = this.registration.active;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** Puts `container` in `navigator.serviceWorker`. */
export function fakeServiceWorkerInstall(container: FakeServiceWorkerContainer): void {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}
