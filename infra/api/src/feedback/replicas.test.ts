import { errorCodes, endpointUrl, helpEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../app';
import { loadConfig } from '../config';
import {
  describeOnPostgres,
  NEEDS_POSTGRES,
  openReplicaDatabases,
  replicaDatabaseUrl,
  type ReplicaDatabases,
} from '../testing/replicas';

const LIMIT = 5;
const BURST = 50;

describeOnPostgres(`feedback rate limit across two API replicas${NEEDS_POSTGRES}`, () => {
  let databases: ReplicaDatabases;
  let replicas: FastifyInstance[] = [];

  beforeAll(async () => {
    databases = await openReplicaDatabases(2);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: replicaDatabaseUrl,
      FEEDBACK_RATE_LIMIT: String(LIMIT),
      TRUST_PROXY_HOPS: '1',
    });
    replicas = await Promise.all(
      databases.replicas.map(async (db) => {
        const app = await buildApi({ db, config });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    await databases?.close();
  });

  it(`a burst of ${BURST} concurrent sends from one network, spread over both replicas, stores exactly the limit`, async () => {
    const ip = '198.51.100.77';
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        replicas[n % replicas.length]!.inject({
          method: 'POST',
          url: endpointUrl(helpEndpoints.sendFeedback),
          headers: { 'x-forwarded-for': ip, 'user-agent': 'BurstTest/1.0' },
          payload: {
            userId: null,
            type: 'user_feedback',
            value: { page: 'reward', description: `burst ${n}`, email: 'burst@example.com', isLogin: false },
          },
        }),
      ),
    );

    const accepted = burst.filter((response) => response.statusCode === 200);
    // Past the limit the API asks for a proof of work instead of storing.
    const limited = burst.filter((response) => response.statusCode === 428);
    expect(accepted).toHaveLength(LIMIT);
    expect(limited).toHaveLength(BURST - LIMIT);
    expect(
      limited.every((response) => response.json().errors[0].code === errorCodes.humanProofRequired),
    ).toBe(true);
    const stored = await databases.replicas[1]!.selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('client_ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(LIMIT);
  });
});
