/**
 * What the container files and .env.example claim, read back so tests can hold them to the code:
 * the paths a Dockerfile copies, the variables a Dockerfile or compose passes, the variables
 * .env.example lists, and the variables the bundled sources of a service read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

/** `COPY [--chown=…] <src>… <dest>` sources of a Dockerfile (copies from another stage excluded). */
export function dockerfileCopySources(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /^COPY\s/.test(line) && !/--from=/.test(line))
    .flatMap((line) => {
      const words = line
        .trim()
        .split(/\s+/)
        .slice(1)
        .filter((word) => !word.startsWith('--'));
      return words.slice(0, -1);
    });
}

/** Names set by `ENV A=1 B=2` lines of a Dockerfile. */
export function dockerfileEnvNames(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /^ENV\s/.test(line))
    .flatMap((line) => [...line.matchAll(/\b([A-Z][A-Z0-9_]*)=/g)].map((match) => match[1]!));
}

export interface ComposeService {
  name: string;
  dockerfile?: string;
  environment: string[];
}

/**
 * The services of compose.yaml with their Dockerfile and the keys of their `environment:` maps
 * (the shared `x-api` block counts for the services that merge it). A reader for this file's shape:
 * two-space indentation, maps only.
 */
export function composeServices(text: string): ComposeService[] {
  const blocks = new Map<string, { dockerfile?: string; environment: string[]; merges?: string }>();
  const anchors = new Map<string, string>();
  let current: string | undefined;
  let inEnvironment = false;
  let section = '';
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) {
      section = line.replace(/:.*$/, '');
      const anchor = /^(x-[\w-]+):\s*&(\w+)/.exec(line);
      current = anchor ? anchor[1] : undefined;
      if (anchor) {
        anchors.set(anchor[2]!, anchor[1]!);
        blocks.set(anchor[1]!, { environment: [] });
      }
      continue;
    }
    const service = section === 'services' ? /^ {2}([\w-]+):\s*$/.exec(line) : null;
    if (service) {
      current = service[1];
      blocks.set(current!, { environment: [] });
      inEnvironment = false;
      continue;
    }
    if (!current) continue;
    const block = blocks.get(current)!;
    const indent = /^ */.exec(line)![0].length;
    const depth = section === 'services' ? 4 : 2;
    if (indent === depth) {
      inEnvironment = /^\s*environment:\s*$/.test(line);
      const merge = /^\s*<<:\s*\*(\w+)/.exec(line);
      if (merge) block.merges = merge[1];
      const dockerfile = /dockerfile:\s*([^,}\s]+)/.exec(line);
      if (dockerfile) block.dockerfile = dockerfile[1];
    } else if (inEnvironment && indent === depth + 2) {
      const key = /^\s*([A-Z][A-Z0-9_]*):/.exec(line);
      if (key) block.environment.push(key[1]!);
    }
  }
  return [...blocks.entries()]
    .filter(([name]) => !name.startsWith('x-'))
    .map(([name, block]) => {
      const merged = block.merges ? blocks.get(anchors.get(block.merges) ?? '') : undefined;
      return {
        name,
        dockerfile: block.dockerfile ?? merged?.dockerfile,
        environment: [...new Set([...(merged?.environment ?? []), ...block.environment])],
      };
    });
}

/** Variables named in .env.example, set (`A=1`) or shown commented out (`# A=`). */
export function envExampleNames(text: string): string[] {
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

export interface EnvReads {
  /** Exact names. */
  names: Set<string>;
  /** Families read by a computed name, e.g. OAUTH_<PROVIDER>_CLIENT_ID. */
  patterns: RegExp[];
}

const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';

/** The environment variables a set of source files read (env.X, env['X'], config helpers' 'X'). */
export function envReadsOf(files: string[]): EnvReads {
  const names = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!/\benv\b/.test(source)) continue;
    for (const match of source.matchAll(new RegExp(`\\benv\\.(${NAME})\\b`, 'g'))) names.add(match[1]!);
    for (const match of source.matchAll(new RegExp(`\\benv\\[\\s*['"](${NAME})['"]\\s*\\]`, 'g')))
      names.add(match[1]!);
    // A prefix computed once (`OAUTH_${type}_`) and joined to names: env[`${prefix}CLIENT_ID`], or to
    // the names a helper is given (url('TOKEN_URL', …) reading env[`${prefix}${name}`]).
    const prefixes = [...source.matchAll(/const (\w+) = `([A-Z][A-Z0-9_]*_)\$\{[^}]+\}(_?)`/g)];
    for (const [, variable, head, tail] of prefixes) {
      for (const match of source.matchAll(new RegExp(`\\$\\{${variable}\\}(${NAME})`, 'g')))
        patterns.push(new RegExp(`^${head}[A-Z0-9_]+${tail}${match[1]}$`));
    }
    const joinsPrefix = /\$\{\w+\}\$\{\w+\}/.test(source);
    // Configuration readers pass the name to a helper: integer(env, 'API_PORT', …), window('AUTH_…', …).
    if (/config/i.test(path.basename(file)))
      for (const match of source.matchAll(new RegExp(`\\w\\(\\s*(?:env\\s*,\\s*)?['"](${NAME})['"]`, 'g'))) {
        if (joinsPrefix) patterns.push(new RegExp(`^(?:[A-Z0-9_]+_)?${match[1]}$`));
        else names.add(match[1]!);
      }
    // Computed names: env[`GAME_DELIVERY_${code}_SECRET`] and name tests like /^GAME_REPORT_SECRET_([A-Z0-9_]+)$/.
    for (const match of source.matchAll(/`([A-Z][A-Z0-9_]*_)\$\{[^}]+\}(_[A-Z0-9_]+)?`/g))
      patterns.push(new RegExp(`^${match[1]}[A-Z0-9_]+${match[2] ?? ''}$`));
    for (const match of source.matchAll(/\/\^([A-Z][A-Z0-9_]*_)\(\[A-Z0-9_\]\+\)(_[A-Z0-9_]+)?\$\//g))
      patterns.push(new RegExp(`^${match[1]}[A-Z0-9_]+${match[2] ?? ''}$`));
  }
  return { names, patterns };
}

/** The workspace sources esbuild put into a service's bundle (from dist/prod/meta/<service>.json). */
export function bundledSources(metafile: Metafile, repoRoot: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes('node_modules') && /\.tsx?$/.test(input))
    .map((input) => path.resolve(repoRoot, input));
}

export const isRead = (reads: EnvReads, name: string) =>
  reads.names.has(name) || reads.patterns.some((pattern) => pattern.test(name));
