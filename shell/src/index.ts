// Async boundary: shared singletons (React, jotai, i18next…) are negotiated before any app code runs.
// The largest shared libraries are evaluated first, each in a task of its own: evaluated together
// with the shell's code they made the start-up's longest tasks (a task past 50 ms blocks input).
// Even the first waits a task: asking for a shared module negotiates the share scope, work that
// would otherwise extend the entry's own evaluation. (`yieldToMain` lives in a shared package, which
// this boundary cannot import before the negotiation.)
const loadsInOrder = [
  () => import('react-dom/client'),
  () => import('@portal/i18n'),
  () => import('@portal/ui'),
  () => import('./bootstrap'),
];

void (async () => {
  for (const load of loadsInOrder) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await load();
  }
})();
