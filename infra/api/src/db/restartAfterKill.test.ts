import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints, encodePassword, endpointUrl } from '@portal/contracts';

const API_ROOT = path.resolve(__dirname, '../..');
const RESTARTS = 5;

function startApi(env: NodeJS.ProcessEnv) {
  // node itself, not the tsx CLI: the pid killed is the API's, as an operator's `kill -9` would be.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_ROOT, env });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /API listening on (\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`the API exited before listening:\n${output}`)));
  });
  return { child, url, exited };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}${endpointUrl(authEndpoints.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@player.test', password: encodePassword('demo1234') }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const isSignedIn = async (url: string, token: string) =>
  (await fetch(`${url}${endpointUrl(authEndpoints.me)}`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

/** An operator's `kill -9` and an immediate restart on the same embedded data directory. */
describe('the API killed with SIGKILL and restarted at once', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-restart-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(`starts ${RESTARTS} times out of ${RESTARTS}, with every acknowledged sign-in kept`, async () => {
    const { NODE_OPTIONS: _jestOptions, DATABASE_URL: _postgres, ...rest } = process.env;
    const env = {
      ...rest,
      DATA_DIR: path.join(root, 'pglite'),
      API_PORT: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
    };
    let api = startApi(env);
    const tokens: string[] = [];
    try {
      for (let restart = 0; restart < RESTARTS; restart++) {
        tokens.push(await signIn(await api.url));
        api.child.kill('SIGKILL');
        // No wait for the old process's exit: the new one starts right away.
        const previous = api;
        api = startApi(env);
        const url = await api.url;
        await previous.exited;
        for (const token of tokens) expect(await isSignedIn(url, token)).toBe(200);
      }
    } finally {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    expect(tokens).toHaveLength(RESTARTS);
  }, 600_000); // each start opens the embedded database afresh: seconds on an idle runner, more on a busy one
});
