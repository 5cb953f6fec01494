import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, start } from 'single-spa';
import * as React from 'react';
import { announceMount, reportRemoteError, yieldToMain } from '@portal/federation';
import { fetchRegistry, type Registry } from '@portal/federation/host';
import { changeLanguage, initI18n, provideHostLanguagePicker } from '@portal/i18n';
import { hydrateSessionFromCookies, isSignedInAtom, languageAtom, sessionStore } from '@portal/session';
import { call } from '@portal/api-client';
import { traceEndpoints } from '@portal/contracts';
import { preloadAccountRefresh } from './features/account/useAccountRefresh';
import { refreshMaintenanceStatus } from './features/guard/maintenanceState';
import {
  knowsLanguageWithoutRegion,
  queryLanguage,
  readStoredLanguage,
  resolveStartLanguage,
  storeLanguage,
} from './features/language/startLanguage';
import { publishRouteError, publishSingleSpaRouting } from './features/routeStatus/routeStatus';
import { applyWebviewMode } from './features/webview/webviewMode';
import { registerShellTexts } from './i18n';
import { loadScriptFonts } from './features/language/scriptFonts';
import { registerRemoteApps } from './platform/registerApps';
import { adoptServerRenders } from './platform/serverRenderedSlots';
import { adoptServedShellPage } from './platform/servedShellPage';
import { handOverServedChrome, holdServedChrome } from './platform/servedChrome';
import { setRegistryRoutes } from './routes/routeTable';
import { outletReady } from './platform/slots';

/** How long the access trace may take before it is given up (its answer only adjusts the page). */
const ACCESS_TRACE_WAIT_MS = 2500;

async function boot() {
  // First: the take-over of the shell's drawn page starts loading before anything else waits.
  const servedShellPage = adoptServedShellPage();
  // The evaluation of this chunk and of the shared libraries (react-dom…) was a long task already:
  // the boot's own work starts in the next one.
  await yieldToMain();
  hydrateSessionFromCookies();
  if (sessionStore.get(isSignedInAtom)) preloadAccountRefresh();
  const { search } = window.location;
  const queryLang = queryLanguage(search);
  const storedLang = readStoredLanguage();
  const trace = call(traceEndpoints.accessTrace, { timeoutMs: ACCESS_TRACE_WAIT_MS }).catch(() => null);
  void refreshMaintenanceStatus();
  // Starting those requests is itself a few milliseconds each: the language's set-up goes in the next task.
  await yieldToMain();

  // The first render waits on no request: the query or an earlier choice names the language, else
  // it starts in English (whose texts ship with this chunk) and the region may switch it below.
  const language = resolveStartLanguage({ queryLang, storedLang, regionCode: null });
  // A language named in the address sticks: TOPUP's full page load, sign-in and links without ?lang keep it.
  if (knowsLanguageWithoutRegion({ queryLang, storedLang: null }) && language !== storedLang)
    storeLanguage(language);
  sessionStore.set(languageAtom, language);
  applyWebviewMode(search, null);
  await initI18n(language);
  // The header's picker is the page's only one: remotes mounted here show none of their own.
  provideHostLanguagePicker();
  loadScriptFonts();
  await registerShellTexts();
  void trace.then(async (answer) => {
    if (answer?.isWebview) applyWebviewMode(search, true);
    if (knowsLanguageWithoutRegion({ queryLang, storedLang }) || !answer?.regionCode) return;
    const regional = resolveStartLanguage({ queryLang, storedLang, regionCode: answer.regionCode });
    if (regional === language) return;
    await changeLanguage(regional);
    sessionStore.set(languageAtom, regional);
  });

  // The registry is read while the layout renders. The render is a transition: React renders it
  // in slices between which the browser paints and answers input, instead of in one long task.
  const registryRead = fetchRegistry().catch((error: unknown): Registry => {
    // A registry that cannot be read leaves every remote on its fallback; the shell still works.
    reportRemoteError('registry', error);
    return { remotes: [] };
  });
  await yieldToMain();
  // The layout's modules are evaluated in a task of their own ("eager": in this chunk, nothing is fetched).
  const { ShellApp } = await import(/* webpackMode: "eager" */ './ShellApp');
  await yieldToMain();
  const serverRenders = adoptServerRenders();
  await servedShellPage;
  // A drawn navigation marks a remote page's destination: the first render knows the remotes'
  // routes too (the registry is preloaded), so it does not draw the navigation without the mark.
  if (holdServedChrome()) setRegistryRoutes((await registryRead).remotes);
  const rootElement = document.getElementById('root') as HTMLElement;
  const root = createRoot(rootElement);
  startTransition(() => root.render(<ShellApp />));
  announceMount('shell', React);
  publishSingleSpaRouting();

  await serverRenders;
  registerRemoteApps(await registryRead);
  // The route table's arrival re-renders the layout at once (an external store's update is never
  // sliced); single-spa starts loading the page's remote in the next task, not in the same long one.
  await yieldToMain();
  // The layout (with the remotes' outlet) must be in the DOM before single-spa mounts anything.
  await outletReady;
  void handOverServedChrome(rootElement);
  addErrorHandler((error) => {
    reportRemoteError(error.appOrParcelName, error, 'mount');
    publishRouteError(error.appOrParcelName);
  });
  start({ urlRerouteOnly: true });
}

void boot();
