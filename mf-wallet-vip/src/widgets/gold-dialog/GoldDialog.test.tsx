import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@portal/i18n';
import { isShownModally } from '@portal/ui/testing';
import { WEBVIEW_SIGNATURE_HEADER, WEBVIEW_USER_ID_HEADER } from '@portal/contracts';
import { useState } from 'react';
import { installFakeApi } from '@portal/api-client/testing';
import { registerTexts } from '../../i18n';
import { inWebview, resetSession, signInWith } from '../../testing/session';
import { GoldDialog } from './GoldDialog';

beforeAll(() => registerTexts());
afterEach(async () => {
  resetSession();
  window.sessionStorage.clear();
  await changeLanguage('en');
});

// 31 December 2026 23:59:59 UTC and 31 December 2027 23:59:59 UTC.
const detail = [
  { type: 'gold', amount: 28_000, expireAt: null },
  { type: 'bound_gold', amount: 300, expireAt: 1_798_761_599 },
  { type: 'bound_gold', amount: 0, expireAt: 1_830_297_599 },
  { type: 'bound_gold', amount: 10_000, expireAt: 1_830_297_599 },
];

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <GoldDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('gold dialog (000 §2, §7, §9)', () => {
  it('fetches the expiration detail when it opens and lists the entries with dates and dollar values', async () => {
    const api = installFakeApi({ '/api/private/gold-logs/expiration-detail': detail });
    signInWith();
    render(<Opener />);
    expect(api.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Player Portal Gold' });
    expect(await within(dialog).findByTestId('gold-dialog-total')).toHaveTextContent('38,300 ($383.00)');
    const entries = within(dialog).getAllByTestId('gold-dialog-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Gold28,000 ($280.00)Gold never expires.',
      expect.stringContaining('300 ($3.00)Usable until Dec 31st 2026'),
      expect.stringContaining('10,000 ($100.00)Usable until Dec 31st 2027'),
    ]);
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer token-for-tests-0123456789');
    api.restore();
  });

  it('shows the gold entry at zero', async () => {
    const api = installFakeApi({
      '/api/private/gold-logs/expiration-detail': [{ type: 'gold', amount: 0, expireAt: null }],
    });
    signInWith();
    render(<GoldDialog open onClose={() => undefined} />);
    expect(await screen.findAllByTestId('gold-dialog-entry')).toHaveLength(1);
    expect(screen.getByTestId('gold-dialog-entry')).toHaveTextContent('Gold0 ($0.00)');
    api.restore();
  });

  it('in a webview calls the webview path with the webview headers', async () => {
    const api = installFakeApi({ '/api/webview/gold-logs/expiration-detail': detail });
    window.history.replaceState(null, '', '/?wv_uid=42&wv_ts=1700000000&wv_sig=abcdef');
    inWebview('moonlight_saga');
    render(<GoldDialog open onClose={() => undefined} />);
    await screen.findByTestId('gold-dialog-total');
    const request = api.requests[0]!;
    expect(request.path).toBe('/api/webview/gold-logs/expiration-detail');
    expect(request.headers.get(WEBVIEW_USER_ID_HEADER)).toBe('42');
    expect(request.headers.get(WEBVIEW_SIGNATURE_HEADER)).toBe('abcdef');
    expect(request.headers.get('x-product-code')).toBe('moonlight_saga');
    window.history.replaceState(null, '', '/');
    api.restore();
  });

  it('a failed load offers Retry, which loads again', async () => {
    let calls = 0;
    const api = installFakeApi({
      '/api/private/gold-logs/expiration-detail': () =>
        ++calls === 1 ? { status: 503, code: 'UNAVAILABLE' } : detail,
    });
    signInWith();
    render(<GoldDialog open onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('gold-dialog-total')).toHaveTextContent('38,300');
    api.restore();
  });

  it('opens as a modal dialog with focus inside and closes on Escape', async () => {
    const api = installFakeApi({ '/api/private/gold-logs/expiration-detail': detail });
    signInWith();
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('gold-dialog-total');
    // Modal: the browser keeps Tab inside and the page behind inert (wallet-account.spec.ts).
    expect(isShownModally(dialog)).toBe(true);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    api.restore();
  });
});
