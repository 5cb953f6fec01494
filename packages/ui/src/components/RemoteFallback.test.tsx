import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@portal/i18n';
import { RemoteFallback } from './RemoteFallback';

describe('RemoteFallback', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('says the section is unavailable and offers Retry', async () => {
    const onRetry = jest.fn();
    render(<RemoteFallback onRetry={onRetry} />);
    expect(screen.getByRole('region', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This section is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its own title and message, and has no Retry without onRetry', () => {
    render(<RemoteFallback title="Wallet" message="Try again later" />);
    expect(screen.getByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByText('Try again later')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows the portal language', async () => {
    render(<RemoteFallback onRetry={() => {}} />);
    await act(() => changeLanguage('vn'));
    expect(screen.getByText('Phần này hiện không khả dụng')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
