import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { cssRulesFor } from '../testing/cssRules';
import { isShownModally } from '../testing/dialogPolyfill';
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
const panel = () => document.querySelector<HTMLElement>('[data-dialog-panel]') as HTMLElement;

describe('Modal', () => {
  it('renders a titled native dialog, shown modally, into document.body', async () => {
    const { container } = render(<ModalWithOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back!' });
    expect(dialog.tagName).toBe('DIALOG');
    // Shown with showModal(): the browser makes the page behind inert and keeps Tab inside
    // (proven in the browser suite, experience-help.spec.ts); jsdom only records it.
    expect(isShownModally(dialog)).toBe(true);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('is 520 px wide by default and 416 px as a confirm dialog', () => {
    const { unmount } = render(<Modal open onClose={() => {}} title="Default" />);
    expect(cssRulesFor(panel()).join('\n')).toContain('width: min(100%, 520px)');
    unmount();
    render(<Modal open onClose={() => {}} title="Sure?" variant="confirm" />);
    expect(cssRulesFor(panel()).join('\n')).toContain('width: min(100%, 416px)');
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

  it('closes the dialog element when it leaves, so the page behind is live again', async () => {
    const user = userEvent.setup();
    render(<ModalWithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(isShownModally(dialog)).toBe(false);
  });

  it('focuses initialFocusRef when given, else the first field of the body, never the close button', async () => {
    function WithInitialFocus() {
      const loginRef = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => {}} title="t" initialFocusRef={loginRef}>
          <input aria-label="email" />
          <button ref={loginRef} type="button">
            Login Now
          </button>
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Login Now' })).toHaveFocus();
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
    // Nor does the browser close it behind React's back (Android's back gesture is a cancel event).
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
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
    // (On iOS the lock pins the body instead: body-scroll-lock-upgrade's documented behaviour.)
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
    // The page stays locked until the last of the two closes.
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('uses ariaLabel as the name when there is no title', () => {
    render(<Modal open onClose={() => {}} ariaLabel="Gold details" showCloseButton={false} />);
    expect(screen.getByRole('dialog', { name: 'Gold details' })).toBeInTheDocument();
  });
});
