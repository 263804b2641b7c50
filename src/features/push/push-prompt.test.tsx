// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_PROMPT_DISMISSED_KEY } from '../../stores/push-prompt';
import { PUSH_BLOCKED_TEXT, PUSH_PROMPT_DONE, PUSH_PROMPT_TITLE, PushPrompt } from './push-prompt';

// jsdom has no notifications, push or service workers: the browser's side is played by a
// stand-in Notification and a registration whose pushManager records what it is asked

interface Browser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: object | null;
  subscribe: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
}

// issue 34: the grant attaches the subscription to this order (its call tested on its own)
const attach = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock('../../api/push/push-attach', () => ({ pushAttachToOrder: attach }));
const HASH = 'a'.repeat(32);

let browser: Browser;
const KEY = 'BP' + 'A'.repeat(85);

function installBrowser(partial: Partial<Pick<Browser, 'permission' | 'answer'>> = {}) {
  browser = {
    permission: partial.permission ?? 'default',
    answer: partial.answer ?? 'granted',
    subscription: null,
    subscribe: vi.fn(),
    requestPermission: vi.fn(),
  };
  browser.requestPermission.mockImplementation(() => {
    browser.permission = browser.answer;
    return Promise.resolve(browser.answer);
  });
  browser.subscribe.mockImplementation(() => {
    browser.subscription = { endpoint: 'https://push.example/x' };
    return Promise.resolve(browser.subscription);
  });
  vi.stubGlobal(
    'Notification',
    Object.defineProperty({ requestPermission: browser.requestPermission }, 'permission', {
      get: () => browser.permission,
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(browser.subscription),
      subscribe: browser.subscribe,
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
}

/** The VAPID key's call answers `key` (a 65-byte P-256 key in base64url) or fails. */
function vapidAnswers(ok: boolean) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      ok
        ? new Response(JSON.stringify({ publicKey: KEY }), { status: 200 })
        : new Response('no', { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  installBrowser();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const activar = () => screen.getByRole('button', { name: 'Activar notificaciones' });

describe('PushPrompt (issue 19)', () => {
  it('shows nothing for a screen that is not after an order', () => {
    const { container } = render(<PushPrompt orderPlaced={false} hash={HASH} />);
    expect(container.innerHTML).toBe('');
  });

  it('explains first; the browser is asked only on "Activar", then the device subscribes', async () => {
    const fetchMock = vapidAnswers(true);
    render(<PushPrompt orderPlaced hash={HASH} />);
    expect(screen.getByRole('region', { name: PUSH_PROMPT_TITLE })).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(activar());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PUSH_PROMPT_DONE));
    expect(fetchMock).toHaveBeenCalledWith('/push/vapid-public-key', expect.anything());
    const options = browser.subscribe.mock.calls[0]?.[0] as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(attach).toHaveBeenCalledWith(HASH);
  });

  it('closes quietly when the key cannot be had: no subscription, no error', async () => {
    vapidAnswers(false);
    const { container } = render(<PushPrompt orderPlaced hash={HASH} />);
    await userEvent.click(activar());
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('closes quietly when the push service refuses', async () => {
    vapidAnswers(true);
    browser.subscribe.mockImplementation(() => Promise.reject(new DOMException('x', 'AbortError')));
    const { container } = render(<PushPrompt orderPlaced hash={HASH} />);
    await userEvent.click(activar());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('closes when the browser is refused, and subscribes nothing', async () => {
    installBrowser({ answer: 'denied' });
    const fetchMock = vapidAnswers(true);
    const { container } = render(<PushPrompt orderPlaced hash={HASH} />);
    await userEvent.click(activar());
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Ahora no" closes it and is remembered: never asked again, the browser never asked', async () => {
    const first = render(<PushPrompt orderPlaced hash={HASH} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(first.container.innerHTML).toBe('');
    expect(localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).not.toBeNull();
    first.unmount();
    const again = render(<PushPrompt orderPlaced hash={HASH} />);
    expect(again.container.innerHTML).toBe('');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('says quietly that the browser blocks them; nothing once granted', () => {
    installBrowser({ permission: 'denied' });
    const blocked = render(<PushPrompt orderPlaced hash={HASH} />);
    expect(screen.getByText(PUSH_BLOCKED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    blocked.unmount();
    installBrowser({ permission: 'granted' });
    const granted = render(<PushPrompt orderPlaced hash={HASH} />);
    expect(granted.container.innerHTML).toBe('');
  });
});
