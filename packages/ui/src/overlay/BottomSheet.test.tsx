import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cssRulesFor } from '../testing/cssRules';
import { isShownModally } from '../testing/dialogPolyfill';
import { BottomSheet } from './BottomSheet';

describe('BottomSheet', () => {
  it('is a modal dialog that takes focus', () => {
    render(
      <BottomSheet open onClose={() => {}} title="Help Center">
        <button type="button">Give a Feedback</button>
      </BottomSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Help Center' });
    expect(isShownModally(dialog)).toBe(true);
    expect(screen.getByRole('button', { name: 'Give a Feedback' })).toHaveFocus();
  });

  it('is a full-width bottom panel that becomes a centred 520 px dialog above 767 px', () => {
    render(<BottomSheet open onClose={() => {}} title="Your Gold" />);
    const rules = cssRulesFor(document.querySelector('[data-dialog-panel]') as HTMLElement);
    const base = rules.find((rule) => rule.startsWith('.'));
    const wide = rules.find((rule) => rule.startsWith('@media (min-width: 768px)'));
    expect(base).toContain('width: 100%');
    expect(base).toContain('border-radius: 16px 16px 0 0');
    expect(wide).toContain('width: min(100%, 520px)');
    expect(wide).toContain('border-radius: 16px');
  });

  it('can also centre in landscape, as the Gold dialog does', () => {
    render(<BottomSheet open onClose={() => {}} title="Your Gold" centreInLandscape />);
    const landscape = cssRulesFor(document.querySelector('[data-dialog-panel]') as HTMLElement).find((rule) =>
      rule.startsWith('@media (orientation: landscape)'),
    );
    expect(landscape).toContain('width: min(100%, 520px)');
  });

  it('closes on Escape and on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<BottomSheet open onClose={onClose} title="Help Center" />);
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[data-portal-overlay]') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
