// Test helpers for apps that render the kit's overlays (jest only; never imported by app code).
export { isShownModally } from './dialogPolyfill';
export { cssRulesFor } from './cssRules';
