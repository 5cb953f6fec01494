import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, start } from 'single-spa';
import * as React from 'react';
import { announceMount, reportRemoteError } from '@portal/federation';
import { fetchRegistry, type Registry } from '@portal/federation/host';
import { initI18n, resolveLanguage } from '@portal/i18n';
import { hydrateSessionFromCookies } from '@portal/session';
import { ShellApp } from './ShellApp';
import { registerShellTexts } from './i18n';
import { registerRemoteApps } from './platform/registerApps';

async function boot() {
  hydrateSessionFromCookies();
  const query = new URLSearchParams(window.location.search);
  await initI18n(resolveLanguage({ queryLang: query.get('lang'), regionCode: null }));
  await registerShellTexts();

  // The layout (with the remotes' outlet) must be in the DOM before single-spa mounts anything.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  flushSync(() => root.render(<ShellApp />));
  announceMount('shell', React);

  // A registry that cannot be read leaves every remote on its fallback; the shell still works.
  const registry: Registry = await fetchRegistry().catch((error: unknown) => {
    reportRemoteError('registry', error);
    return { remotes: [] };
  });
  registerRemoteApps(registry);
  addErrorHandler((error) => reportRemoteError(error.appOrParcelName, error));
  start({ urlRerouteOnly: true });
}

void boot();
