import { render, screen } from '@testing-library/react';
import { RemoteWidget, resetRemoteWidgets } from './RemoteWidget';

type Global = { __FEDERATION__?: { __INSTANCES__?: unknown[] } };

function installHost(loadRemote: (id: string) => Promise<unknown>) {
  (globalThis as Global).__FEDERATION__ = {
    __INSTANCES__: [
      { options: { remotes: [] }, loadRemote: () => Promise.reject(new Error('not this one')) },
      { options: { remotes: [{ name: 'mf_wallet_vip', alias: 'mf-wallet-vip' }] }, loadRemote },
    ],
  };
}

const Card = ({ label }: { label: string }) => <p>card: {label}</p>;

describe('RemoteWidget', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    resetRemoteWidgets();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete (globalThis as Global).__FEDERATION__;
    errors.mockRestore();
  });

  const widget = () => (
    <RemoteWidget
      remote="mf_wallet_vip"
      module="./vip-rank-card"
      props={{ label: 'gold' }}
      fallback={<p>VIP card unavailable</p>}
    />
  );

  it('renders the default export of the exposed module with the props, through the shell’s instance', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: Card });
    installHost(loadRemote);
    render(widget());
    expect(screen.getByText('VIP card unavailable')).toBeInTheDocument();
    expect(await screen.findByText('card: gold')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_wallet_vip/vip-rank-card');
  });

  it('renders a named export when asked', async () => {
    installHost(jest.fn().mockResolvedValue({ Card }));
    render(
      <RemoteWidget
        remote="mf-wallet-vip"
        module="./vip-rank-card"
        exportName="Card"
        props={{ label: 'x' }}
        fallback={null}
      />,
    );
    expect(await screen.findByText('card: x')).toBeInTheDocument();
  });

  it.each([
    ['the remote is down', () => Promise.reject(new Error('RUNTIME-003'))],
    ['the runtime answers with the fallback stand-in', () => Promise.resolve({ isFallback: true })],
    ['the module has no default export', () => Promise.resolve({ other: Card })],
  ])('keeps the fallback when %s', async (_label, loadRemote) => {
    installHost(loadRemote);
    render(widget());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('VIP card unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/card:/)).not.toBeInTheDocument();
  });

  it('shows the fallback in standalone development (no shell runtime)', () => {
    render(widget());
    expect(screen.getByText('VIP card unavailable')).toBeInTheDocument();
  });

  it('shows the fallback when the widget throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    installHost(jest.fn().mockResolvedValue({ default: Broken }));
    render(
      <RemoteWidget
        remote="mf_wallet_vip"
        module="./vip-rank-card"
        props={{ label: 'gold' }}
        fallback={<p>VIP card unavailable</p>}
        loading={<p>Loading the VIP card</p>}
      />,
    );
    expect(screen.getByText('Loading the VIP card')).toBeInTheDocument();
    // The loading stand-in gives way to the fallback once the widget threw, and it stays.
    expect(await screen.findByText('VIP card unavailable')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('VIP card unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Loading the VIP card')).not.toBeInTheDocument();
  });
});
