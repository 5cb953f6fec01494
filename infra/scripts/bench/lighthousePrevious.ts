/**
 * The figures a Lighthouse bench is compared with, page by page: the page's last run on this machine
 * (`.bench/lighthouse.json`, written by each run, not committed), else the figures the README last
 * published (`lighthouse-published.json` beside this file, updated with the README's table).
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** ISO time of the run. */
  measuredAt: string;
  /** The 1-minute load average when the page was measured: a busy machine lowers every figure. */
  load: number;
}

type FiguresFile = Record<string, PageFigures>;

/** A page's previous figures and where they come from. */
export type PreviousFigures = PageFigures & { source: 'this machine' | 'README' };

const PUBLISHED = path.join(__dirname, 'lighthouse-published.json');

async function readFigures(file: string): Promise<FiguresFile> {
  try {
    const figures = JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
    return figures && typeof figures === 'object' ? (figures as FiguresFile) : {};
  } catch {
    return {};
  }
}

/** Each page's previous figures, with where they come from. */
export async function previousFigures(localFile: string): Promise<Record<string, PreviousFigures>> {
  const [local, published] = await Promise.all([readFigures(localFile), readFigures(PUBLISHED)]);
  const previous: Record<string, PreviousFigures> = {};
  for (const [page, figures] of Object.entries(published)) previous[page] = { ...figures, source: 'README' };
  for (const [page, figures] of Object.entries(local))
    previous[page] = { ...figures, source: 'this machine' };
  return previous;
}

/** Records this run's pages, keeping the last figures of pages it did not measure. */
export async function saveFigures(
  localFile: string,
  pages: Record<string, Omit<PageFigures, 'measuredAt' | 'load'>>,
): Promise<void> {
  const figures = await readFigures(localFile);
  const measuredAt = new Date().toISOString();
  const load = Number((os.loadavg()[0] ?? 0).toFixed(1));
  for (const [page, measured] of Object.entries(pages)) figures[page] = { ...measured, measuredAt, load };
  await fs.mkdir(path.dirname(localFile), { recursive: true });
  await fs.writeFile(localFile, `${JSON.stringify(figures, null, 2)}\n`);
}

/** When and where the previous figures were taken: `README, 11-28 03:51 UTC, load 1.6`. */
export const describePrevious = (previous: PreviousFigures): string =>
  `${previous.source}, ${previous.measuredAt.slice(5, 16).replace('T', ' ')} UTC, load ${previous.load}`;

/** A figure with the previous one in brackets: `1.41 s (1.52 s)`; alone when there is none. */
export const withPrevious = (now: string, previous: string | undefined): string =>
  previous === undefined ? now : `${now} (${previous})`;
