// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import { SERVER_NOW_REFRESH_MS } from '../../api/menu/use-server-now';
import type { TimedMessage } from '../../domain/menu-data';
import { MenuHomeNotices } from './menu-home-notices';

// Monday 23 November 2026, 10:59:30 in San Salvador (the device clock is 90 s behind)
const DEVICE = Date.UTC(2026, 10, 23, 16, 58, 0);
const OFFSET = 90_000;
const EVERY_DAY = [true, true, true, true, true, true, true];

const message = (text: string, start: string, end: string, type = 'HOME'): TimedMessage => ({
  type,
  weekdays: EVERY_DAY,
  start,
  end,
  text,
});

function renderNotices(messages: TimedMessage[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(serverTimeQueryOptions().queryKey, {
    fecha: '',
    epochMs: DEVICE + OFFSET,
    offsetMs: OFFSET,
  });
  render(
    <QueryClientProvider client={client}>
      <h1 id="menu-home-title" tabIndex={-1}>
        Nuestro menú
      </h1>
      <MenuHomeNotices messages={messages} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the home’s timed messages (§4.10)', () => {
  it('follow the server clock minute by minute: one window closes, the next opens', async () => {
    vi.useFakeTimers({ now: DEVICE, toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderNotices([
      message('Desayunos', '07:00', '10:59'),
      message('Almuerzos', '11:00', '15:00'),
      message('Solo clientes', '00:00', '23:59', 'HOME_USER'),
    ]);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Desayunos×']);
    await act(async () => vi.advanceTimersByTime(SERVER_NOW_REFRESH_MS));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Almuerzos×']);
  });

  it('shows at most two, and closing one moves the focus to the menu heading', () => {
    vi.useFakeTimers({ now: DEVICE, toFake: ['Date'] });
    renderNotices([
      message('Uno', '00:00', '23:59'),
      message('Dos', '00:00', '23:59'),
      message('Tres', '00:00', '23:59'),
    ]);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar aviso' })[0]!);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Dos×', 'Tres×']);
    expect(document.activeElement?.id).toBe('menu-home-title');
  });
});
