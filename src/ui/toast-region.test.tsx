// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toastPush, uiReset } from '../stores/ui';
import { ToastRegion } from './toast-region';

afterEach(() => {
  cleanup();
  uiReset();
  vi.useRealTimers();
});

describe('ToastRegion (§9 toasts)', () => {
  it('announces toasts politely and closes them after 5 s', async () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    await act(async () => toastPush('success', 'Datos actualizados'));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Datos actualizados');
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(region.textContent).not.toContain('Datos actualizados');
  });

  it('closes a toast with its button', async () => {
    render(<ToastRegion />);
    await act(async () => toastPush('error', 'Cupón no valido'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
    expect(screen.queryByText('Cupón no valido')).toBeNull();
  });
});
