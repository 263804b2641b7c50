// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

afterEach(cleanup);

function Harness({ onClose, onEscape }: { onClose?: () => void; onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <ModalDialog
        open={open}
        title="Buscar"
        variant="sheet"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        onEscape={
          onEscape &&
          (() => {
            onEscape();
            setOpen(false);
          })
        }
      >
        <input aria-label="Consulta" data-autofocus />
      </ModalDialog>
    </>
  );
}

function openIt() {
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('ModalDialog (§9 dialogs)', () => {
  it('opens named by its title, focuses the marked element and locks scrolling', () => {
    render(<Harness />);
    openIt();
    const dialog = screen.getByRole('dialog', { name: 'Buscar' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.className).toContain('modal-dialog--sheet');
    expect(document.activeElement).toBe(screen.getByLabelText('Consulta'));
    expect(document.documentElement.classList.contains('modal-dialog-scroll-lock')).toBe(true);
  });

  it('closes with the close button and gives focus back to the opener', () => {
    render(<Harness />);
    const opener = openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByLabelText('Consulta')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.classList.contains('modal-dialog-scroll-lock')).toBe(false);
  });

  it('closes on Escape (the cancel event)', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openIt();
    const dialog = screen.getByRole('dialog', { name: 'Buscar' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('on Escape does what onEscape says instead, and gives focus back to the opener', () => {
    const onClose = vi.fn();
    const onEscape = vi.fn();
    render(<Harness onClose={onClose} onEscape={onEscape} />);
    const opener = openIt();
    fireEvent(
      screen.getByRole('dialog', { name: 'Buscar' }),
      new Event('cancel', { cancelable: true }),
    );
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openIt();
    const input = screen.getByLabelText('Consulta');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    expect(onClose).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Buscar' });
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses a custom close label and an external label', () => {
    render(
      <ModalDialog open onClose={() => {}} labelledBy="t" closeLabel="Cerrar búsqueda">
        <p id="t">Mi título</p>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Mi título' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar búsqueda' })).toBeTruthy();
  });
});
