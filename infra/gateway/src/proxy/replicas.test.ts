/**
 * The gateway in front of two real API processes on one PostgreSQL database (the production
 * topology as processes, infra/scripts/topology). Needs DATABASE_URL: CI's `.ci/run` starts a
 * throwaway PostgreSQL; without one the suite is skipped and says so.
 */
import { authEndpoints, encodePassword, errorCodes, endpointUrl, helpEndpoints } from '@portal/contracts';
import pg from 'pg';
import { startReplicatedPortal, type ReplicatedPortal } from '../../../scripts/topology/replicatedPortal';

const databaseUrl = process.env.DATABASE_URL || undefined;
const describeOnPostgres = databaseUrl ? describe : describe.skip;
const NEEDS_POSTGRES = databaseUrl ? '' : ' [skipped: needs DATABASE_URL (PostgreSQL)]';
const LOGIN_FAILURES_PER_EMAIL = 5;

jest.setTimeout(400_000);

describeOnPostgres(`two API replicas behind the gateway${NEEDS_POSTGRES}`, () => {
  let portal: ReplicatedPortal;
  const logs: string[] = [];

  beforeAll(async () => {
    portal = await startReplicatedPortal({
      databaseUrl: databaseUrl!,
      replicas: 2,
      env: {
        NODE_ENV: 'development',
        AUTH_LOGIN_FAILURES_PER_EMAIL: String(LOGIN_FAILURES_PER_EMAIL),
        AUTH_LOGIN_FAILURES_PER_IP: '1000',
        // Cheap password hashes: the burst measures the throttle, not scrypt on a busy machine.
        AUTH_SCRYPT_LOG_N: '10',
        FEEDBACK_RATE_LIMIT: '10000',
        MONEY_WORKER: '0',
      },
      log: (line) => logs.push(line),
    });
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it(`asks for a proof of work after ${LOGIN_FAILURES_PER_EMAIL} of a burst of 50 concurrent wrong logins for one account across both replicas`, async () => {
    const body = JSON.stringify({ email: 'rival@player.test', password: encodePassword('not-the-password') });
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        fetch(`${portal.replicas[n % 2]!.url}${endpointUrl(authEndpoints.login)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(180_000),
        }),
      ),
    );
    const statuses = burst.map((response) => response.status);

    expect(statuses.filter((status) => status === 428)).toHaveLength(50 - LOGIN_FAILURES_PER_EMAIL);
    expect(
      statuses.filter((status) => status !== 428).every((status) => status === 400 || status === 401),
    ).toBe(true);
    const limited = burst.find((response) => response.status === 428)!;
    expect((await limited.json()).errors[0].code).toBe(errorCodes.humanProofRequired);
  });

  it('loses no acknowledged write when a replica is killed under load, and stops sending to it within seconds', async () => {
    const TOTAL = 240;
    const CONCURRENCY = 6;
    const answers: { id: string; status: number; startedAt: number }[] = [];
    let sent = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    const write = async (id: string) => {
      const startedAt = Date.now();
      const response = await fetch(`${portal.url}${endpointUrl(helpEndpoints.sendFeedback)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userId: null,
          type: 'user_feedback',
          value: {
            page: 'reward',
            description: `replica-kill ${id}`,
            email: 'load@example.com',
            isLogin: false,
          },
        }),
      }).catch(() => undefined);
      answers.push({ id, status: response?.status ?? 0, startedAt });
      await response?.arrayBuffer();
    };
    // A bounded load: TOTAL writes, and on a fast machine writes go on until 5 s after the kill, so
    // that requests well after it are always observed.
    const worker = async () => {
      while (sent < TOTAL || (killedAt > 0 && Date.now() < killedAt + 5000)) {
        const id = String(sent++);
        if (sent === TOTAL / 3) {
          killedAt = Date.now();
          void portal.replicas[0]!.kill('SIGKILL');
        }
        await write(id);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const acknowledged = answers.filter((answer) => answer.status === 200).map((answer) => answer.id);
    const client = new pg.Client({ connectionString: portal.databaseUrl });
    await client.connect();
    const stored = await client
      .query<{ description: string }>(
        `select description from feedback where description like 'replica-kill %'`,
      )
      .finally(() => client.end());
    const storedIds = new Set(stored.rows.map((row) => row.description.replace('replica-kill ', '')));

    // Every write the portal acknowledged is in the database.
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    // Only requests around the kill may fail (in flight on the dead replica, or refused before it left the rotation)…
    const failed = answers.filter((answer) => answer.status !== 200);
    expect(failed.length).toBeLessThanOrEqual(CONCURRENCY * 2);
    expect(failed.every((answer) => answer.status === 502 || answer.status === 504)).toBe(true);
    // …and a request sent 3 s or more after the kill never meets the dead replica.
    const late = answers.filter((answer) => answer.startedAt > killedAt + 3000);
    expect(late.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(late.length).toBeGreaterThan(0);
    expect(await portal.replicas[0]!.exited).toMatchObject({ signal: 'SIGKILL' });
  });
});
