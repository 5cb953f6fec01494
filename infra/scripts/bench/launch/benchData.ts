/**
 * The database a load run starts from, made before the API starts (PGlite's folder is the API's
 * alone once it runs): migrated, the demo data, and bench players with a password and gold, who
 * sign in and transfer like real players. One argon2id hash at OWASP's parameters serves them all
 * (a verify costs the same).
 */
import { encodePassword } from '@portal/contracts';
import { OWASP_ARGON2 } from '../../../api/src/auth/config';
import { hashPassword } from '../../../api/src/auth/password';
import { loadConfig } from '../../../api/src/config';
import { migrations, seedDemoData } from '../../../api/src/domains';
import { openAndMigrate } from '../../../api/src/db/open';
import { adjustBalance } from '../../../api/src/money/wallet/adjustments';
import { createUsersRepository } from '../../../api/src/auth/users/repository';

export const BENCH_PASSWORD = 'load-bench-1234';
export const PLAYER_GOLD = 1_000_000;

export interface BenchPlayer {
  email: string;
  /** The sign-in body (encoded password). */
  body: string;
}

export async function prepareDatabase(
  target: { databaseUrl?: string; dataDir: string },
  playerCount: number,
): Promise<BenchPlayer[]> {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
  });
  const database = await openAndMigrate(config, 'the load bench', migrations);
  try {
    await seedDemoData(database.db);
    const users = createUsersRepository(database.db);
    const passwordHash = await hashPassword(BENCH_PASSWORD, OWASP_ARGON2);
    const players: BenchPlayer[] = [];
    for (let index = 1; index <= playerCount; index++) {
      const email = `load${index}@bench.test`;
      const user = await users.create({ email, emailVerified: true, passwordHash, language: 'en' });
      await adjustBalance(database.db, config.money, () => new Date(), {
        userId: user.id,
        currency: 'gold',
        amount: PLAYER_GOLD,
        memo: 'load bench',
      });
      players.push({ email, body: JSON.stringify({ email, password: encodePassword(BENCH_PASSWORD) }) });
    }
    return players;
  } finally {
    await database.close();
  }
}
