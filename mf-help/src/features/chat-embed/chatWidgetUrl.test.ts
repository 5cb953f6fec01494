import { chatFrameUrl, embedPath, isAllowedChatUrl } from './chatWidgetUrl';

const allowed = ['https://chat.vendor.example', 'https://*.helpdesk.example', 'http://127.0.0.1:8400'];

describe('the chat widget allow-list', () => {
  it.each([
    'https://chat.vendor.example/widget?site=portal',
    'https://CHAT.vendor.example/',
    'https://eu.helpdesk.example/chat',
    'http://127.0.0.1:8400/dev/chat-widget',
  ])('allows %s', (url) => {
    expect(isAllowedChatUrl(url, allowed)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/chat'],
    ['a look-alike suffix', 'https://chat.vendor.example.evil.example/'],
    ['another scheme', 'http://chat.vendor.example/widget'],
    ['another port', 'http://127.0.0.1:8401/dev/chat-widget'],
    ['the bare wildcard domain', 'https://helpdesk.example/'],
    ['credentials before the host', 'https://chat.vendor.example@evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', '/account'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_case, url) => {
    expect(isAllowedChatUrl(url, allowed)).toBe(false);
  });

  it('refuses everything when the list is empty', () => {
    expect(isAllowedChatUrl('https://chat.vendor.example/', [])).toBe(false);
  });
});

describe('the framed URL', () => {
  it("adds the player's uid, game and language without overriding the widget's own", () => {
    expect(
      chatFrameUrl('https://chat.vendor.example/w?lang=vi', { uid: '7', gameCode: 'ash_echoes', lang: 'en' }),
    ).toBe('https://chat.vendor.example/w?lang=vi&uid=7&gameCode=ash_echoes');
    expect(chatFrameUrl('https://chat.vendor.example/w', { uid: null, gameCode: undefined })).toBe(
      'https://chat.vendor.example/w',
    );
  });

  it('builds the /embed path Contact Us opens', () => {
    expect(embedPath({ url: 'https://chat.vendor.example/w', uid: '7', gameCode: null })).toBe(
      '/embed?uid=7&url=https%3A%2F%2Fchat.vendor.example%2Fw',
    );
    expect(embedPath({})).toBe('/embed');
  });
});
