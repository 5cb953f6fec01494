import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { isShownModally } from '../testing/dialogPolyfill';
import { Drawer } from './Drawer';

function DrawerWithBurger({ closeDurationMs = 1000 }: { closeDurationMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        ariaLabel="Side menu"
        closeDurationMs={closeDurationMs}
      >
        <a href="/games">Games</a>
        <button type="button" onClick={() => setOpen(false)}>
          Close menu
        </button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  afterEach(() => jest.useRealTimers());

  it('opens as a modal dialog, focuses its first link and locks page scroll', async () => {
    const user = userEvent.setup();
    render(<DrawerWithBurger />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Side menu' });
    expect(isShownModally(drawer)).toBe(true);
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('link', { name: 'Games' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape with a 1000 ms slide, then leaves the page and gives focus back', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers();
    render(<DrawerWithBurger />);
    const burger = screen.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    await user.keyboard('{Escape}');

    const sliding = screen.getByRole('dialog', { hidden: true });
    expect(sliding).toHaveAttribute('data-state', 'closing');
    // Closed at once (page live, scroll free, focus back); shown, inert, only for the slide.
    expect(isShownModally(sliding)).toBe(false);
    expect(sliding).toHaveAttribute('inert');
    expect(burger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it('closes when the backdrop is clicked, not when the panel is', async () => {
    const user = userEvent.setup();
    render(<DrawerWithBurger closeDurationMs={50} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(document.querySelector('[data-dialog-panel]') as HTMLElement);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    const backdrop = document.querySelector('[data-portal-overlay]') as HTMLElement;
    await user.click(backdrop);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closing');
  });
});
