import { render } from '@testing-library/react';
import { GACHA_PRIZE_KINDS } from '@portal/contracts';
import { PrizeIcon, type PrizeIconKind } from './PrizeIcon';

const KINDS: PrizeIconKind[] = [...GACHA_PRIZE_KINDS, 'game_item', 'shipped_item'];

describe('prize icons', () => {
  it('draw each kind its own picture, hidden from screen readers, with no words inside', () => {
    const drawings = KINDS.map((kind) => {
      const { container, unmount } = render(<PrizeIcon kind={kind} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(svg.querySelector('text, title')).toBeNull();
      expect(svg.textContent).toBe('');
      const drawing = `${svg.getAttribute('stroke')} ${svg.innerHTML}`;
      unmount();
      return drawing;
    });
    expect(new Set(drawings).size).toBe(KINDS.length);
  });

  it('take the size asked for', () => {
    const { container } = render(<PrizeIcon kind="coupon" size={20} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '20');
  });
});
