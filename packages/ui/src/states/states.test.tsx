import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

describe('async states', () => {
  it("announces loading as a busy 'Loading' status, or the screen's own label", () => {
    const { rerender } = render(<LoadingState blocks={[56, 56]} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadingState label="Loading coupons" />);
    expect(screen.getByRole('status', { name: 'Loading coupons' })).toBeInTheDocument();
  });

  it('shows the error as an alert, and Retry calls back', () => {
    const onRetry = jest.fn();
    render(<ErrorState message="We could not load this." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names Retry as the screen asks', () => {
    render(<ErrorState message="Offline" onRetry={() => undefined} retryLabel="Try again" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows what there is nothing of, and the way on', () => {
    render(
      <EmptyState title="User Not Found" action={<a href="/">Go to Home</a>}>
        No coupons yet.
      </EmptyState>,
    );
    const empty = screen.getByTestId('empty-state');
    expect(empty).toHaveTextContent('User Not Found');
    expect(empty).toHaveTextContent('No coupons yet.');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
