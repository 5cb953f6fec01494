import { render, screen } from '@testing-library/react';
import { clampPercent, ProgressBar, resolveProgressStatus } from './ProgressBar';

describe('ProgressBar', () => {
  it.each([
    [-20, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [250, 100],
    [Number.NaN, 0],
  ])('clamps %p to %p', (value, clamped) => {
    expect(clampPercent(value)).toBe(clamped);
    render(<ProgressBar value={value} label="VIP progress" />);
    expect(screen.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute(
      'aria-valuenow',
      String(clamped),
    );
  });

  it('becomes success at 100 percent or more', () => {
    render(<ProgressBar value={130} status="active" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-status', 'success');
  });

  it('keeps normal, active and exception below 100', () => {
    expect(resolveProgressStatus(99.9)).toBe('normal');
    expect(resolveProgressStatus(50, 'active')).toBe('active');
    expect(resolveProgressStatus(50, 'exception')).toBe('exception');
  });

  it('keeps an exception even when full', () => {
    expect(resolveProgressStatus(100, 'exception')).toBe('exception');
  });

  it('shows the rounded, clamped percentage when asked', () => {
    render(<ProgressBar value={180} showInfo />);
    expect(screen.getByText('100%')).toBeInTheDocument();
  });
});
