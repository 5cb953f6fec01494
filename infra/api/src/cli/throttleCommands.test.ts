import { authEndpoints, encodePassword, endpointUrl } from '@portal/contracts';
import { testAuthConfig } from '../auth/testing';
import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';
import { runAdminCommand } from './adminCommands';

describe.each(databaseTargets)('admin CLI: throttle on $name', (target) => {
  const api = useTestApi(target, {
    config: { auth: testAuthConfig({ limits: { loginFailuresPerEmail: { max: 2, windowSeconds: 900 } } }) },
  });
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(argv, api.db, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const login = (password: string, ip: string) =>
    api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      remoteAddress: ip,
      payload: { email: 'demo@player.test', password: encodePassword(password) },
    });

  it('lists an account held back by failures and clears it so the player can sign in again', async () => {
    await login('wrong-1', '10.7.0.1');
    await login('wrong-2', '10.7.0.2');
    // Held back: past the account's limit a new address must first solve a proof of work.
    expect((await login('demo1234', '10.7.0.3')).statusCode).toBe(428);

    const listed = await run('throttle', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/login:account\s+demo@player\.test\s+2 failures {2}blocked until \d{4}-/);

    const cleared = await run('throttle', 'clear', 'demo@player.test', '--scope', 'login:account');
    expect(cleared).toMatchObject({
      code: 0,
      out: 'Cleared 1 counter(s) of demo@player.test (login:account)',
    });
    expect((await login('demo1234', '10.7.0.3')).statusCode).toBe(200);
  });

  it('refuses an unknown scope with the usage', async () => {
    const result = await run('throttle', 'clear', 'x', '--scope', 'nope');
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/--scope must be one of login:account/);
  });
});
