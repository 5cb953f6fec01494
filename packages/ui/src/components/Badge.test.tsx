import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows the word in its colour and passes the state on for tests and styles', () => {
    render(
      <Badge color="rgb(1, 2, 3)" data-testid="status" data-status="delivered">
        Delivered
      </Badge>,
    );
    const badge = screen.getByTestId('status');
    expect(badge).toHaveTextContent('Delivered');
    expect(badge).toHaveAttribute('data-status', 'delivered');
    expect(badge).toHaveStyle({ color: 'rgb(1, 2, 3)' });
  });
});
