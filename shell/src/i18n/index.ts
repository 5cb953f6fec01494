import { registerNamespace } from '@portal/i18n';

export const SHELL_NS = 'shell';

/** The shell's own texts load lazily per language, like every app's namespace. */
export const registerShellTexts = () =>
  registerNamespace(SHELL_NS, {
    en: () => import('./en').then((m) => m.default),
    vn: () => import('./vn').then((m) => m.default),
  });
