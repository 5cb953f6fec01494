import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@portal/federation/testing';
import { registerAppTexts } from '../../i18n';
import { CHAT_CONFIG, fakeHelpApi, type FakeHelpApi } from '../../testing/fakeHelpApi';
import { EmbedChatPage } from './EmbedChatPage';

const renderEmbed = (path: string, api: FakeHelpApi = fakeHelpApi()) => {
  renderRoute(<EmbedChatPage />, path);
  return api;
};

beforeAll(() => registerAppTexts());

describe('/embed', () => {
  it('frames an allowed chat widget url with the uid and game code', async () => {
    const url = 'https://eu.helpdesk.example/chat?site=portal';
    renderEmbed(`/embed?uid=7&gameCode=ash_echoes&url=${encodeURIComponent(url)}`);
    const frame = await screen.findByTitle('Help chat with our support team');
    expect(frame).toHaveAttribute(
      'src',
      'https://eu.helpdesk.example/chat?site=portal&uid=7&gameCode=ash_echoes&lang=en',
    );
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByRole('heading', { level: 1, name: 'Help chat' })).toBeInTheDocument();
  });

  it('refuses a url whose origin is not on the allow-list and offers the official chat', async () => {
    renderEmbed(`/embed?uid=7&url=${encodeURIComponent('https://evil.example/chat')}`);
    const refusal = await screen.findByTestId('embed-refused');
    expect(
      within(refusal).getByRole('heading', { name: 'This chat address is not allowed' }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Help chat with our support team')).not.toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: 'Open our help chat' })).toHaveAttribute(
      'href',
      `/embed?uid=7&url=${encodeURIComponent(CHAT_CONFIG.url!)}`,
    );
  });

  it('opens the configured chat widget when no url is given', async () => {
    renderEmbed('/embed');
    expect(await screen.findByTitle('Help chat with our support team')).toHaveAttribute(
      'src',
      'https://chat.vendor.example/widget?lang=en',
    );
  });

  it('says the help chat is unavailable when none is configured', async () => {
    const api = fakeHelpApi();
    api.chatWidgetConfig.mockResolvedValue({ url: null, allowedOrigins: [] });
    renderEmbed('/embed', api);
    expect(await screen.findByTestId('embed-unavailable')).toHaveTextContent('not available right now');
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    const api = fakeHelpApi();
    api.chatWidgetConfig.mockRejectedValueOnce(new Error('offline'));
    renderEmbed('/embed', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Help chat with our support team')).toBeInTheDocument();
    expect(api.chatWidgetConfig).toHaveBeenCalledTimes(2);
  });
});
