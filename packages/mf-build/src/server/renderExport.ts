import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_RENDER_FILE } from '@portal/routes/registry';

/**
 * What the build's server render answers from its export `name`: its text, or its JSON when it
 * answers data (`''` when it has no such export). The render runs in a child process of its own: a
 * server render is code for Node with module state, which the build's process should not share.
 */
export function callRenderExport(outDir: string, name: string): string {
  const renderFile = path.join(outDir, SERVER_RENDER_FILE);
  const script =
    'const [file, name] = process.argv.slice(1); const m = require(file);' +
    "if (typeof m[name] !== 'function') process.exit(0);" +
    'Promise.resolve(m[name]()).then(' +
    "(answer) => process.stdout.write(typeof answer === 'string' ? answer : JSON.stringify(answer))," +
    '(error) => { console.error(error); process.exit(1); });';
  try {
    return execFileSync(process.execPath, ['-e', script, renderFile, name], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${renderFile}: ${name} failed\n${stderr ?? String(error)}`, { cause: error });
  }
}
