import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@portal/federation/testing';
import { installFakeApi } from '@portal/api-client/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { demoAnswers, transfer } from '../../testing/demoAnswers';
import { inWebview, resetSession, signInWith } from '../../testing/session';

let api: ReturnType<typeof installFakeApi>;
beforeAll(() => registerTexts());
beforeEach(() => {
  api = installFakeApi({ ...demoAnswers, 'POST /api/private/transfers': transfer });
  signInWith({ gold: 28_000, bound: 300, level: 1 });
});
afterEach(() => {
  api.restore();
  resetSession();
});

const fillTransfer = async (amount: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('In-game account ID'), 'hero_42');
  await user.type(screen.getByLabelText('Amount of Gold'), amount);
  await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
  return user;
};
const transfersSent = () => api.requests.filter((request) => request.method === 'POST').length;

describe('the transfer preview', () => {
  it('follows the amount as it is typed: bound gold first, then gold', async () => {
    renderRoute(<App />, '/transfer');
    const amount = await screen.findByLabelText('Amount of Gold');
    expect(screen.queryByTestId('transfer-preview')).toBeNull();
    await userEvent.setup().type(amount, '1000');
    expect(await screen.findByTestId('preview-bound')).toHaveTextContent('300 Gold (Bound)');
    expect(screen.getByTestId('preview-gold')).toHaveTextContent('700 Gold');
  });
});

describe('Transfer Now asks before any gold leaves', () => {
  it('names the game, the account and the amount, and sends nothing on Go back', async () => {
    renderRoute(<App />, '/transfer');
    expect(await screen.findByRole('option', { name: 'Moonlight Saga' })).toBeInTheDocument();
    const user = await fillTransfer('1000');
    const dialog = await screen.findByRole('dialog', { name: 'Send this Gold?' });
    expect(within(dialog).getByText('Send 1,000 Gold to Moonlight Saga?')).toBeInTheDocument();
    expect(within(dialog).getByText('In-game account ID: hero_42')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(transfersSent()).toBe(0);
  });

  it('sends the transfer once the player confirms', async () => {
    renderRoute(<App />, '/transfer');
    const user = await fillTransfer('700');
    const dialog = await screen.findByRole('dialog', { name: 'Send this Gold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Gold' }));
    const sent = api.requests.filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      gameCode: 'moonlight_saga',
      gameAccountId: 'hero_42',
      amount: 700,
    });
  });

  it("names a webview's game that takes no transfers yet by its name, not its code", async () => {
    inWebview('ash_echoes');
    renderRoute(<App />, '/transfer-webview');
    expect(await screen.findByRole('option', { name: 'Ash Echoes' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'ash_echoes' })).toBeNull();
  });
});
