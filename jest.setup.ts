import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { installDialogPolyfill } from './packages/ui/src/testing/dialogPolyfill';

// jsdom lacks the encoding API that react-router uses; Node's is the same standard API.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom lacks the <dialog> methods the portal's modals use (see the polyfill's notes).
installDialogPolyfill();
