/**
 * The backup and restore drill of infra/deploy/README.md, on the stage's live database: a custom-format
 * pg_dump, the restore target dropped and created again, pg_restore, then the admin artifact's ledger
 * check (`wallet check`) on what came back, and the same players in it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { replicasFromEnv } from './replicaEnv';

const topology = replicasFromEnv();

const countPlayers = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from users')).rows[0].n);
  } finally {
    await client.end();
  }
};

test('a dump restores into a dropped database and its ledger checks out', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-drill-'));
  const restored = new URL(topology.databaseUrl);
  restored.pathname = `${restored.pathname}_restored`;
  const target = restored.pathname.slice(1);
  const maintenance = new URL(topology.databaseUrl);
  maintenance.pathname = '/postgres';
  const psql = (sql: string) =>
    execFileSync('psql', ['-v', 'ON_ERROR_STOP=1', '-qc', sql, maintenance.href], {
      encoding: 'utf8',
      env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
    });
  try {
    const dump = path.join(root, 'portal.dump');
    execFileSync('pg_dump', ['-Fc', '-f', dump, topology.databaseUrl]);
    // The drill's "drop": the restore target goes away entirely and is created empty.
    psql(`drop database if exists ${target} with (force)`);
    psql(`create database ${target}`);
    execFileSync('pg_restore', ['--no-owner', '-d', restored.href, dump]);

    expect(await countPlayers(restored.href)).toBe(await countPlayers(topology.databaseUrl));
    const check = execFileSync(process.execPath, ['main.js', 'wallet', 'check'], {
      cwd: path.join(topology.artifactsDir, 'admin'),
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: restored.href,
        PUBLIC_URL: 'http://127.0.0.1',
        AUTH_DEVICE_SECRET: randomBytes(32).toString('base64url'),
        WEBVIEW_SECRET: randomBytes(32).toString('base64url'),
      },
    });
    expect(check).toContain('OK: every balance equals its ledger sum');
  } finally {
    psql(`drop database if exists ${target} with (force)`);
    rmSync(root, { recursive: true, force: true });
  }
});
