import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SHELL_APP } from '@portal/routes';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@portal/routes/registry';
import type { ShellIndex } from '../shellDocument';
import type { RenderTarget, ServerRenders } from './serverRenders';

/** Whether a path asks for a file of the shell's server render folder: it is code for the gateway, not for browsers. */
export const isShellServerFile = (pathname: string) => pathname.startsWith(`/${SERVER_RENDER_DIR}/`);

/**
 * The render target of the shell's own pages (the home): its build's render file, when the build
 * has one (a development build has none), checked once per build. Its images are the shell's,
 * served from the site's root.
 */
export class ShellRender {
  private readonly file: string;
  private checked: { signature: string; target: RenderTarget | undefined } | undefined;

  constructor(shellDir: string) {
    this.file = path.join(shellDir, SERVER_RENDER_FILE);
  }

  /** The target for a route the shell owns; undefined for a remote's route or none. */
  async forRoute(
    route: { app: string } | undefined,
    index: Pick<ShellIndex, 'signature'>,
  ): Promise<RenderTarget | undefined> {
    return route?.app === SHELL_APP ? this.target(index) : undefined;
  }

  /** The target of the shell's chrome (header and bottom navigation), drawn on every visitor's page. */
  async chrome(index: Pick<ShellIndex, 'signature'>): Promise<RenderTarget | undefined> {
    const target = await this.target(index);
    return target && { ...target, entry: 'renderChrome' };
  }

  async target(index: Pick<ShellIndex, 'signature'>): Promise<RenderTarget | undefined> {
    if (this.checked?.signature !== index.signature) {
      const exists = await fs.stat(this.file).then(
        (stat) => stat.isFile(),
        () => false,
      );
      this.checked = {
        signature: index.signature,
        target: exists
          ? { app: SHELL_APP, version: index.signature, file: this.file, assetBase: '/' }
          : undefined,
      };
    }
    return this.checked.target;
  }
}

/**
 * The shell's render beside the remotes' (undefined with SERVER_RENDER off): its thread started at
 * start-up like theirs, so a first visitor of the home does not wait for it to load.
 */
export function startShellRender(
  app: FastifyInstance,
  {
    shellDir,
    serverRenders,
    shellIndex,
  }: {
    shellDir: string;
    serverRenders?: ServerRenders;
    shellIndex: { read: () => Promise<ShellIndex | undefined> };
  },
): ShellRender | undefined {
  if (!serverRenders) return undefined;
  const shellRender = new ShellRender(shellDir);
  app.addHook('onReady', async () => {
    const index = await shellIndex.read();
    const target = index && (await shellRender.target(index));
    if (target) serverRenders.warm([target]);
  });
  return shellRender;
}
