import { ChatWidgetConfigSchema, endpointUrl, helpEndpoints } from '@portal/contracts';
import { inlineStyleSources } from '@portal/contracts/html';
import { databaseTargets } from '../testing/databases';
import { expectSuccess, useTestApi } from '../testing/harness';
import { loadHelpConfig, parseOrigins } from './config';

describe('help configuration', () => {
  it('allows the chat widget URL origin plus CHAT_WIDGET_ORIGINS, normalised', () => {
    const config = loadHelpConfig(
      {
        CHAT_WIDGET_URL: 'https://chat.vendor.example/widget?site=portal',
        CHAT_WIDGET_ORIGINS: 'https://Support.Example:443, https://*.helpdesk.example',
      },
      true,
    );
    expect(config.chatWidgetUrl).toBe('https://chat.vendor.example/widget?site=portal');
    expect(config.chatWidgetOrigins).toEqual([
      'https://chat.vendor.example',
      'https://support.example',
      'https://*.helpdesk.example',
    ]);
  });

  it('uses the development chat page on the portal origin outside production only', () => {
    const env = { PUBLIC_URL: 'http://127.0.0.1:8400' };
    expect(loadHelpConfig(env, false)).toMatchObject({
      chatWidgetUrl: 'http://127.0.0.1:8400/dev/chat-widget',
      chatWidgetOrigins: ['http://127.0.0.1:8400'],
    });
    expect(loadHelpConfig(env, true)).toMatchObject({ chatWidgetUrl: null, chatWidgetOrigins: [] });
  });

  it.each([
    ['CHAT_WIDGET_ORIGINS', { CHAT_WIDGET_ORIGINS: 'https://chat.example; frame-src *' }],
    ['CHAT_WIDGET_ORIGINS', { CHAT_WIDGET_ORIGINS: 'https://chat.example/path' }],
    ['CHAT_WIDGET_URL', { CHAT_WIDGET_URL: 'javascript:alert(1)' }],
    ['ADMIN_API_TOKEN', { ADMIN_API_TOKEN: 'short' }],
    ['FEEDBACK_RATE_LIMIT', { FEEDBACK_RATE_LIMIT: '0' }],
  ])('refuses a bad %s, naming it', (variable, env) => {
    expect(() => loadHelpConfig(env, false)).toThrow(variable);
  });

  it('defaults to 10 sends per IP in 10 minutes and no admin route', () => {
    expect(loadHelpConfig({}, false)).toMatchObject({
      feedbackRateLimit: { max: 10, windowSeconds: 600 },
      adminToken: null,
    });
  });

  it('parses an empty origin list', () => {
    expect(parseOrigins(' , ', 'X')).toEqual([]);
  });
});

describe.each(databaseTargets)('help API on $name', (target) => {
  const help = loadHelpConfig(
    { CHAT_WIDGET_URL: 'https://chat.vendor.example/widget', CHAT_WIDGET_ORIGINS: 'https://support.example' },
    false,
  );
  const api = useTestApi(target, { seed: false, config: { help } });

  it('GET /api/public/help/chat-widget answers the configured URL and allow-list', async () => {
    const response = await api.app.inject({ method: 'GET', url: endpointUrl(helpEndpoints.chatWidget) });
    expect(expectSuccess(response, ChatWidgetConfigSchema)).toEqual({
      url: 'https://chat.vendor.example/widget',
      allowedOrigins: ['https://chat.vendor.example', 'https://support.example'],
    });
  });

  it('GET /dev/chat-widget greets the player /embed passed, escaping what it echoes', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/dev/chat-widget?uid=7&gameCode=ash_echoes&message=%3Cb%3Ehi%3C%2Fb%3E',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Hi player 7!');
    expect(response.body).toContain('data-context="game ash_echoes"');
    expect(response.body).not.toMatch(/stand-in|CHAT_WIDGET_URL|development/i);
    expect(response.body).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(response.body).not.toContain('<b>hi</b>');
    // Its own strict policy: the page's one <style> by hash, no 'unsafe-inline'.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src ${inlineStyleSources(response.body).join(' ')}`);
    expect(inlineStyleSources(response.body)).toHaveLength(1);
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe.each(databaseTargets)('help API in production on $name', (target) => {
  const api = useTestApi(target, { seed: false, config: { isProduction: true } });

  it('does not serve the development chat page', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/dev/chat-widget' });
    expect(response.statusCode).toBe(404);
  });
});
