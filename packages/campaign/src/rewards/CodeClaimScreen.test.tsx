import { act, fireEvent, screen } from '@testing-library/react';
import { renderKit, resetKit } from '../testing/renderKit';
import { AUTO_INSTALL_SECONDS, CodeClaimScreen } from './CodeClaimScreen';

const STORE = 'https://store.example/ash-echoes';

describe('reward claim screen: the auto-install countdown', () => {
  beforeEach(async () => {
    await resetKit();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('counts down to the store and opens it once, on time even after the tab slept', () => {
    const openStore = jest.fn();
    renderKit(<CodeClaimScreen title="10,000" code="AE-10K" storeUrl={STORE} openStore={openStore} />);
    expect(screen.getByRole('timer')).toHaveTextContent(
      `Opening the store to install the game in ${AUTO_INSTALL_SECONDS}s.`,
    );
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(`in ${AUTO_INSTALL_SECONDS - 1}s.`);

    // A throttled background tab: the time passes while no timer fires.
    jest.setSystemTime(Date.now() + AUTO_INSTALL_SECONDS * 1000);
    act(() => void jest.advanceTimersByTime(1000));
    expect(openStore).toHaveBeenCalledTimes(1);
    expect(openStore).toHaveBeenCalledWith(STORE);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Install from the store' })).toBeInTheDocument();
  });

  it('stays when the player says so, leaving the store one tap away', () => {
    const openStore = jest.fn();
    renderKit(<CodeClaimScreen title="10,000" code="AE-10K" storeUrl={STORE} openStore={openStore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    act(() => void jest.advanceTimersByTime((AUTO_INSTALL_SECONDS + 1) * 1000));
    expect(openStore).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Install from the store' }));
    expect(openStore).toHaveBeenCalledWith(STORE);
  });
});
