import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { installDialogPolyfill } from './packages/ui/src/testing/dialogPolyfill';

// jsdom lacks the encoding API that react-router uses; Node's is the same standard API.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom lacks the <dialog> methods the portal's modals use (see the polyfill's notes).
installDialogPolyfill();

// findBy/waitFor give up after 1 s by default; a first render on a loaded two-core machine (CI, a
// deploy gate beside browser tests) can take longer. What never appears still fails.
configure({ asyncUtilTimeout: 5000 });
