// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastRegion, type ToastView } from './toast-region';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const toasts: ToastView[] = [
  { id: 1, severity: 'success', message: 'Datos actualizados' },
  { id: 2, severity: 'error', message: 'Cupón no valido' },
];

describe('ToastRegion', () => {
  it('lists the toasts in a polite live region', () => {
    render(<ToastRegion toasts={toasts} onDismiss={() => undefined} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Datos actualizados');
    expect(region.textContent).toContain('Cupón no valido');
  });

  it('asks to close a toast when its time runs out or its button is pressed', async () => {
    vi.useFakeTimers();
    const closed: number[] = [];
    render(<ToastRegion toasts={toasts} onDismiss={(id) => closed.push(id)} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar' })[1]!);
    expect(closed).toEqual([2]);
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(closed).toEqual([2]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(closed).toEqual([2, 1, 2]);
  });
});
