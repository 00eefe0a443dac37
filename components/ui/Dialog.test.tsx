import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { clickBackdrop, isModal } from '@/tests/unit/dialog-polyfill';
import { Dialog } from './Dialog';

function Harness({ portal = false, withReturn = false }: { portal?: boolean; withReturn?: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(true);
  const elsewhere = useRef<HTMLButtonElement>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" ref={elsewhere}>
        Elsewhere
      </button>
      {mounted ? (
        <Dialog open={open} onClose={() => setOpen(false)} portal={portal} returnFocus={withReturn ? elsewhere : undefined} aria-label="Example">
          <p>Body text</p>
          <input aria-label="Name" />
          <a href="#details">Details</a>
          <button type="button" data-close>
            Done
          </button>
          <button type="button" onClick={() => setMounted(false)}>
            Drop
          </button>
        </Dialog>
      ) : null}
    </form>
  );
}

function openIt() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Example' }) };
}

describe('Dialog', () => {
  it('is in the server HTML closed, and opens as a modal with focus on its first field', () => {
    const { container } = render(<Harness />);
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { dialog } = openIt();
    expect(isModal(dialog)).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on Escape, a backdrop click, a link or a data-close element, never on a click inside; focus returns each time', () => {
    render(<Harness />);
    const close = [
      () => fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' }),
      () => clickBackdrop(screen.getByRole('dialog')),
      () => fireEvent.click(screen.getByRole('link', { name: 'Details' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Done' })),
    ];
    for (const action of close) {
      const { opener, dialog } = openIt();
      fireEvent.click(screen.getByText('Body text'));
      fireEvent.click(dialog);
      expect(dialog).toHaveAttribute('open');
      action();
      expect(dialog).not.toHaveAttribute('open');
      expect(opener).toHaveFocus();
    }
  });

  it('portal: rendered into the body only while open, outside the form that owns it', () => {
    const { container } = render(<Harness portal />);
    expect(document.querySelector('dialog')).toBeNull();
    const { dialog, opener } = openIt();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.querySelector('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives focus to returnFocus when given, also when its owner drops it while open', () => {
    render(<Harness portal withReturn />);
    openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Drop' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
