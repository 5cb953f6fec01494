/**
 * Part of the e2e project's type-check: scaffolds a campaign with `new:remote` in a workspace of its
 * own and type-checks it, as the deploy gate of a team's first deploy will. A kit change that breaks
 * the scaffold then fails in the first minute of `npm test`, not in the browser suite.
 */
import path from 'node:path';
import { createTempWorkspace } from './tempWorkspace';

const APP = 'mf-campaign-scaffold-check';

async function main(): Promise<void> {
  const workspace = await createTempWorkspace();
  try {
    await workspace.run('node', [
      '--import',
      'tsx',
      path.join(__dirname, '../../scripts/newRemote.ts'),
      APP,
      '--root',
      workspace.root,
    ]);
    await workspace.run('npx', ['--no-install', 'tsc', '-p', `${APP}/tsconfig.json`, '--noEmit']);
    console.log(`the scaffolded ${APP} type-checks`);
  } finally {
    await workspace.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
