// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingEnd, loadingStart, toastPush, uiReset } from '../stores/ui';
import { TOAST_DURATION_MS } from '../ui/toast-region';
import { LoadingBarHost, ToastHost } from './notice-hosts';

afterEach(() => {
  cleanup();
  uiReset();
  vi.useRealTimers();
});

describe('ToastHost (§9 toasts)', () => {
  it('announces toasts politely and closes them after 5 s', async () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    await act(async () => toastPush('success', 'Datos actualizados'));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Datos actualizados');
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(region.textContent).not.toContain('Datos actualizados');
  });

  it('closes a toast with its button', async () => {
    render(<ToastHost />);
    await act(async () => toastPush('error', 'Cupón no valido'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
    expect(screen.queryByText('Cupón no valido')).toBeNull();
  });
});

describe('LoadingBarHost (§4.10)', () => {
  it('shows the bar while a call is counted under way', async () => {
    const { container } = render(<LoadingBarHost />);
    const bar = container.querySelector('.loading-bar');
    expect(bar?.hasAttribute('hidden')).toBe(true);
    await act(async () => loadingStart());
    expect(bar?.hasAttribute('hidden')).toBe(false);
    await act(async () => loadingEnd());
    expect(bar?.hasAttribute('hidden')).toBe(true);
  });
});
