import { authEndpoints, encodePassword, errorCodes, type LanguageCode, endpointUrl } from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectFailure, useTestApi } from '../testing/harness';
import { createUsersRepository } from './users/repository';
import type { HumanCheck } from './humanCheck';
import { createAuthRepository } from './repository';
import { createAuthService, type CallerContext } from './service';
import { createSessionService } from './sessions';
import { testAuthConfig } from './testing';
import { createThrottle } from './throttle';

const authConfig = testAuthConfig({
  limits: {
    loginFailuresPerEmail: { max: 3, windowSeconds: 900 },
    loginFailuresPerIp: { max: 5, windowSeconds: 900 },
    loginFailuresPerEmailIp: { max: 3, windowSeconds: 900 },
  },
});

/**
 * The hook (humanCheck.ts): a sign-in whose proof the configured check accepts is judged like a
 * known device. A check that accepts the proof `solved:<email>` stands in for any verifier (the
 * proof of work has its own tests); without a proof of work configured, held sources get 429.
 */
describe.each(databaseTargets)('the HumanCheck hook on $name', (target) => {
  const api = useTestApi(target, { config: { auth: authConfig } });
  const seen: Parameters<HumanCheck>[0][] = [];
  const acceptsSolved: HumanCheck = async (attempt) => {
    seen.push(attempt);
    return attempt.proof === `solved:${attempt.email}`;
  };
  const serviceWith = (humanCheck?: HumanCheck) => {
    const repository = createAuthRepository(api.db);
    return createAuthService({
      db: api.db,
      users: createUsersRepository(api.db),
      repository,
      sessions: createSessionService(repository, authConfig.sessionDays),
      throttle: createThrottle(api.db),
      mailer: api.app.mailer,
      config: authConfig,
      humanCheck,
    });
  };
  const caller = (ip: string, humanProof: string | null): CallerContext => ({
    ip,
    userAgent: 'jest',
    lang: 'en' as LanguageCode,
    origin: 'https://portal.test',
    requestOrigin: 'https://portal.test',
    knownDevice: () => null,
    humanProof,
  });
  const signIn = (humanCheck: HumanCheck | undefined, password: string, ip: string, proof: string | null) =>
    serviceWith(humanCheck).login(
      { email: 'Rival@Player.test', password: encodePassword(password) },
      caller(ip, proof),
    );

  beforeAll(async () => {
    // A stranger's wrong tries hold the account for every unproven source: the portal asks for a proof.
    for (let index = 0; index < 6; index++) {
      await api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        remoteAddress: `10.9.0.${index + 1}`,
        payload: { email: 'rival@player.test', password: encodePassword(`guess-${index}`) },
      });
    }
    expectFailure(
      await api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        remoteAddress: '10.9.1.1',
        payload: { email: 'rival@player.test', password: encodePassword('rival1234') },
      }),
      428,
      errorCodes.humanProofRequired,
    );
  });

  it('lets the owner with the right password and an accepted proof through the held account', async () => {
    const signedIn = await signIn(acceptsSolved, 'rival1234', '10.9.2.1', 'solved:rival@player.test');
    expect(signedIn.token).toEqual(expect.any(String));
    // The check saw the normalised email, the caller's address and the proof as sent, to bind them.
    expect(seen.at(-1)).toEqual({
      ip: '10.9.2.1',
      email: 'rival@player.test',
      proof: 'solved:rival@player.test',
    });
  });

  it('refuses a missing or rejected proof, and a proof with no check configured', async () => {
    for (const [check, proof] of [
      [acceptsSolved, null],
      [acceptsSolved, 'solved:someone@else.test'],
      [undefined, 'solved:rival@player.test'],
    ] as const) {
      await expect(signIn(check, 'rival1234', '10.9.3.1', proof)).rejects.toMatchObject({
        statusCode: 429,
        code: errorCodes.rateLimited,
      });
    }
  });

  it("still counts a proven source's own wrong passwords on its (account, source) bucket", async () => {
    const proof = 'solved:rival@player.test';
    for (let index = 0; index < 3; index++) {
      await expect(signIn(acceptsSolved, `wrong-${index}`, '10.9.4.1', proof)).rejects.toMatchObject({
        statusCode: 401,
      });
    }
    await expect(signIn(acceptsSolved, 'rival1234', '10.9.4.1', proof)).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
