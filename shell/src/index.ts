// Async boundary: shared singletons (React, jotai, i18next…) are negotiated before any app code runs.
// The largest shared libraries are evaluated first, each in a task of its own: evaluated together
// with the shell's code they made the start-up's longest tasks (a task past 50 ms blocks input).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Even the first: asking for a shared module negotiates the share scope, work that would otherwise
// extend the entry's own evaluation.
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@portal/i18n'))
  .then(nextTask)
  .then(() => import('@portal/ui'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
