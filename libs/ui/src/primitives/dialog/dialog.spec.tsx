import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Login Required" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title with focus inside', () => {
    render(<Dialog open title="Login Required" onClose={() => {}}>Please login to proceed to checkout</Dialog>);
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('reports Escape, backdrop and the × button as close reasons', () => {
    const onClose = vi.fn();
    render(<Dialog open title="Address" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Address' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(dialog.parentElement!);
    fireEvent.click(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose.mock.calls.map(([e]) => e.reason)).toEqual(['escape', 'backdrop', 'close-button']);
  });

  it('wraps Tab from the last control to the first and back', () => {
    render(<Dialog open title="Address" onClose={() => {}} actions={<button>Save Address</button>} />);
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save Address' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('gives focus back to the opener when it closes', () => {
    const { rerender } = render(<button>Proceed</button>);
    const opener = screen.getByRole('button', { name: 'Proceed' });
    opener.focus();
    rerender(<><button>Proceed</button><Dialog open title="Login Required" onClose={() => {}} /></>);
    expect(document.activeElement).not.toBe(opener);
    rerender(<><button>Proceed</button><Dialog open={false} title="Login Required" onClose={() => {}} /></>);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps focus where the user put it when its parent renders again with a new onClose', () => {
    // A screen under live pushes (an admin's stock alerts) renders again while its dialog is open, and its
    // onClose is a new function each time: focus used to go back to the opener and in again, mid-typing.
    const field = (onClose: () => void) => (
      <Dialog open title="Adjust stock" onClose={onClose}>
        <input aria-label="Change in units" />
      </Dialog>
    );
    const { rerender } = render(field(() => {}));
    const input = screen.getByRole('textbox', { name: 'Change in units' });
    input.focus();
    rerender(field(() => {}));
    expect(document.activeElement).toBe(input);
    const onClose = vi.fn();
    rerender(field(onClose));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
