/**
 * Stands in for `@module-federation/error-codes`' descriptions in the bundles: every runtime error
 * keeps its code (`#RUNTIME-008`), its arguments and the link to the page that explains it; the
 * sentence before the code is this one line instead of one per code.
 */
const sameTextForEveryCode = (): Record<string, string> =>
  new Proxy(
    {},
    { get: (_target, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) },
  );

export const runtimeDescMap = /* @__PURE__ */ sameTextForEveryCode();
export const typeDescMap = runtimeDescMap;
export const buildDescMap = runtimeDescMap;
export const errorDescMap = runtimeDescMap;
