import { authEndpoints, encodePassword, SessionSchema, endpointUrl } from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectSuccess, useTestApi } from '../testing/harness';
import { OWASP_ARGON2 } from './config';
import { hashPassword, hashPasswordScrypt, needsRehash, verifyPassword } from './password';
import { TEST_ARGON2, testAuthConfig } from './testing';

describe('password hashes', () => {
  it('are argon2id at the OWASP cost (m=19 MiB, t=2, p=1), parameters stored with the hash', async () => {
    const hash = await hashPassword('correct horse', OWASP_ARGON2);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(needsRehash(hash, OWASP_ARGON2)).toBe(false);
    expect(needsRehash(hash, TEST_ARGON2)).toBe(true);
  });

  it('still verify the scrypt hashes stored before, and ask for their replacement', async () => {
    const legacy = await hashPasswordScrypt('old secret', { logN: 12, r: 8, p: 1 });
    expect(await verifyPassword('old secret', legacy)).toBe(true);
    expect(await verifyPassword('old secreT', legacy)).toBe(false);
    expect(needsRehash(legacy, OWASP_ARGON2)).toBe(true);
    expect(await verifyPassword('anything', 'not a hash')).toBe(false);
  });
});

describe.each(databaseTargets)('rehash at sign-in on $name', (target) => {
  const api = useTestApi(target, { config: { auth: testAuthConfig() } });

  it('replaces a scrypt hash by argon2id at the next successful sign-in, and the password still works', async () => {
    const legacy = await hashPasswordScrypt('demo1234', { logN: 12, r: 8, p: 1 });
    await api.db
      .updateTable('users')
      .set({ password_hash: legacy })
      .where('email_normalized', '=', 'demo@player.test')
      .execute();
    const login = () =>
      api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        payload: { email: 'demo@player.test', password: encodePassword('demo1234') },
      });
    const stored = () =>
      api.db
        .selectFrom('users')
        .select('password_hash')
        .where('email_normalized', '=', 'demo@player.test')
        .executeTakeFirstOrThrow();

    expectSuccess(await login(), SessionSchema);
    const { password_hash: rehashed } = await stored();
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expectSuccess(await login(), SessionSchema);
    expect((await stored()).password_hash).toBe(rehashed);
  });
});
