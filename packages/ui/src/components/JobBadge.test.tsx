import { render, screen } from '@testing-library/react';
import { JobBadge } from './JobBadge';

describe('JobBadge', () => {
  it.each([
    ['explorer', 'EXPLORER'],
    ['hunter', 'HUNTER'],
    ['battle_master', 'BATTLE MASTER'],
    ['tactician', 'TACTICIAN'],
    ['wanderer', 'WANDERER'],
  ])('shows %s as %s with its 20 px icon', (jobType, name) => {
    const { container } = render(<JobBadge jobType={jobType} />);
    expect(screen.getByText(name)).toBeInTheDocument();
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('width', '20');
    expect(icon).toHaveAttribute('data-job-icon', jobType);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([['pirate'], [''], [null], [undefined]])('falls back to WANDERER for %p', (jobType) => {
    const { container } = render(<JobBadge jobType={jobType} />);
    expect(screen.getByText('WANDERER')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('data-job-icon', 'wanderer');
  });

  it('renders the suffix after the name', () => {
    const { container } = render(<JobBadge jobType="hunter" suffix="Type" />);
    expect(container).toHaveTextContent('HUNTERType');
  });
});
