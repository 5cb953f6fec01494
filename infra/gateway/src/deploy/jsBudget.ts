import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DeployRefused } from './checks';

/** A remote's budget when its routes.ts declares none (`export const jsBudgetKB = …`). */
export const DEFAULT_JS_BUDGET_KB = 300;

export interface JsWeight {
  bytes: number;
  budgetBytes: number;
  declared: boolean;
}

/**
 * Every `.js` file of the build, brotli (what players download; call after precompressBuild), against the budget the remote
 * declares beside its routes; over it refuses the deploy.
 */
export async function weighJs(
  app: string,
  dir: string,
  files: readonly string[],
  budgetKB: number | undefined,
): Promise<JsWeight> {
  let bytes = 0;
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    // precompressBuild wrote the .br players get; a file under its threshold travels as it is.
    const absolute = path.join(dir, file);
    const stat = await fs.stat(`${absolute}.br`).catch(() => fs.stat(absolute));
    bytes += stat.size;
  }
  const budgetBytes = (budgetKB ?? DEFAULT_JS_BUDGET_KB) * 1024;
  if (bytes > budgetBytes) {
    throw new DeployRefused(
      `${app} was not deployed; nothing changed: its JS is ${formatKB(bytes)} brotli, over its budget of ${formatKB(budgetBytes)} (jsBudgetKB in ${app}/routes.ts)`,
    );
  }
  return { bytes, budgetBytes, declared: budgetKB !== undefined };
}

export const formatKB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
