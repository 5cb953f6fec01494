// Async boundary: shared singletons (React, jotai, i18next…) are negotiated before any app code runs.
// react-dom is evaluated first, in a task of its own: evaluated with the shell's code, the two made
// the start-up's longest task.
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./bootstrap'));
