import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { cssRulesFor } from '../testing/cssRules';
import { Modal, type ModalProps } from './Modal';

function ModalWithOpener(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal title="Welcome Back!" {...props} open={open} onClose={() => setOpen(false)}>
        <input aria-label="email" />
        <input aria-label="password" />
        <button type="button">Login Now</button>
      </Modal>
    </>
  );
}

const overlay = () => document.querySelector<HTMLElement>('[data-portal-overlay]');

describe('Modal', () => {
  it('renders a titled dialog with aria-modal into document.body', async () => {
    const { container } = render(<ModalWithOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('is 520 px wide by default and 416 px as a confirm dialog', () => {
    const { unmount } = render(<Modal open onClose={() => {}} title="Default" />);
    expect(cssRulesFor(screen.getByRole('dialog')).join('\n')).toContain('width: min(100%, 520px)');
    unmount();
    render(<Modal open onClose={() => {}} title="Sure?" variant="confirm" />);
    expect(cssRulesFor(screen.getByRole('dialog')).join('\n')).toContain('width: min(100%, 416px)');
  });

  it('focuses the first field on open and gives focus back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<ModalWithOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByLabelText('email')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ModalWithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const loginNow = screen.getByRole('button', { name: 'Login Now' });

    loginNow.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(loginNow).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('email')).toHaveFocus();
  });

  it('pulls focus back in when something outside tries to take it', async () => {
    const user = userEvent.setup();
    render(<ModalWithOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    opener.focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape unless closeOnEscape is false', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = render(<Modal open onClose={onClose} title="t" />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Modal open onClose={onClose} title="t" closeOnEscape={false} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="t">
        <p>Inside</p>
      </Modal>,
    );
    await user.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(overlay() as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores backdrop clicks when closeOnBackdrop is false', async () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="t" closeOnBackdrop={false} />);
    await userEvent.click(overlay() as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes from its close button', async () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="t" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const user = userEvent.setup();
    render(<ModalWithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });

  it('lets Escape close only the top dialog when two are open', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    function Nested() {
      const [innerOpen, setInnerOpen] = useState(false);
      return (
        <Modal open onClose={closeOuter} title="Outer">
          <button type="button" onClick={() => setInnerOpen(true)}>
            Delete
          </button>
          <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="Inner" variant="confirm" />
        </Modal>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('uses ariaLabel as the name when there is no title', () => {
    render(<Modal open onClose={() => {}} ariaLabel="Gold details" showCloseButton={false} />);
    expect(screen.getByRole('dialog', { name: 'Gold details' })).toBeInTheDocument();
  });
});
