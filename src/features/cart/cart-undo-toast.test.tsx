// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../ui/toast-region';
import { CartUndoToast } from './cart-undo-toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("CartUndoToast (§4.5 'Deshacer')", () => {
  it("says what was removed and offers 'Deshacer'", () => {
    const onUndo = vi.fn();
    render(<CartUndoToast name="Papas fritas" onUndo={onUndo} onDone={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('Quitaste Papas fritas de tu bolsa');
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('closes by itself like any toast, or with its close button', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<CartUndoToast name="Pie" onUndo={() => undefined} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
