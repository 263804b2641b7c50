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
    render(<ToastRegion path="/" />);
    await act(async () => toastPush('success', 'Datos actualizados'));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Datos actualizados');
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(region.textContent).not.toContain('Datos actualizados');
  });

  it('closes a toast with its button', async () => {
    render(<ToastRegion path="/" />);
    await act(async () => toastPush('error', 'Cupón no valido'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
    expect(screen.queryByText('Cupón no valido')).toBeNull();
  });

  it('closes a toast about a page once the customer leaves it, and keeps the others', async () => {
    const page = '/menu/categoria/combos/producto/1301';
    const { rerender } = render(<ToastRegion path={page} />);
    await act(async () => {
      toastPush('success', 'Producto agregado a tu bolsa', page);
      toastPush('success', 'Dirección de entrega lista');
    });
    expect(screen.getByRole('status').textContent).toContain('Producto agregado a tu bolsa');
    await act(async () => rerender(<ToastRegion path="/menu/categoria/combos" />));
    expect(screen.getByRole('status').textContent).not.toContain('Producto agregado a tu bolsa');
    expect(screen.getByRole('status').textContent).toContain('Dirección de entrega lista');
  });
});
