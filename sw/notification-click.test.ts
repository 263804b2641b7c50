import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationClickHandle } from './push-events';

// Issue 19: a tap on an order's notification. A browser under test cannot tap a notification
// (it needs a real user gesture to focus or open a window), so the worker's clients are a
// stand-in here: the boundary the machine cannot reach.

const ORIGIN = 'https://pedidos.example.com';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(path: string, origin = ORIGIN): FakeWindow {
  const win: FakeWindow = {
    url: `${origin}${path}`,
    focus: vi.fn(async () => win),
    navigate: vi.fn(async (url: string) => {
      win.url = url;
      return win;
    }),
  };
  return win;
}

/** The worker's global with these windows open; what it opened is in `opened`. */
function workerWith(windows: FakeWindow[]) {
  const opened: string[] = [];
  const matchAll = vi.fn(async () => windows);
  vi.stubGlobal('self', {
    location: { origin: ORIGIN },
    clients: {
      matchAll,
      openWindow: vi.fn(async (url: string) => {
        opened.push(url);
        return null;
      }),
    },
  });
  return { opened, matchAll };
}

/** Taps a notification whose data is `data`; resolves when the worker is done with it. */
async function tap(data: unknown) {
  const close = vi.fn();
  let work: Promise<unknown> = Promise.resolve();
  notificationClickHandle({
    notification: { close, data },
    waitUntil: (promise: Promise<unknown>) => {
      work = promise;
    },
  } as unknown as NotificationEvent);
  await work;
  return { close };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a tap on an order notification', () => {
  it('focuses the open window of the app and takes it to the order', async () => {
    const win = fakeWindow('/menu');
    const { opened, matchAll } = workerWith([win]);
    const { close } = await tap({ url: '/tracking/abc123' });
    expect(close).toHaveBeenCalledOnce();
    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(win.focus).toHaveBeenCalledOnce();
    expect(win.navigate).toHaveBeenCalledWith(`${ORIGIN}/tracking/abc123`);
    expect(opened).toEqual([]);
  });

  it('only focuses a window already on the order', async () => {
    const win = fakeWindow('/tracking/abc123');
    const { opened } = workerWith([win]);
    await tap({ url: '/tracking/abc123' });
    expect(win.focus).toHaveBeenCalledOnce();
    expect(win.navigate).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('opens the order in a new window when the app is not open', async () => {
    const { opened } = workerWith([]);
    await tap({ url: '/tracking/abc123' });
    expect(opened).toEqual([`${ORIGIN}/tracking/abc123`]);
  });

  it("does not take over another site's window", async () => {
    const other = fakeWindow('/', 'https://otro.example.com');
    const { opened } = workerWith([other]);
    await tap({ url: '/orders/57' });
    expect(other.focus).not.toHaveBeenCalled();
    expect(opened).toEqual([`${ORIGIN}/orders/57`]);
  });

  it.each([
    ['another site', { url: 'https://evil.example.com/x' }],
    ['a protocol-relative address', { url: '//evil.example.com/x' }],
    ['no address', {}],
    ['no data', null],
    ['an address that is not text', { url: 42 }],
  ])('with %s, opens the orders list of this app', async (_name, data) => {
    const { opened } = workerWith([]);
    await tap(data);
    expect(opened).toEqual([`${ORIGIN}/orders`]);
  });

  it('a window that cannot be taken to the order stays focused where it was', async () => {
    const win = fakeWindow('/menu');
    win.navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    const { opened } = workerWith([win]);
    await expect(tap({ url: '/orders/57' })).resolves.toBeDefined();
    expect(win.focus).toHaveBeenCalledOnce();
    expect(opened).toEqual([]);
  });
});
