import { registerNamespace } from '@portal/i18n';
import shellEn from './en';

export const SHELL_NS = 'shell';

/**
 * The shell's English texts ship with its boot chunk, so the first render in the default
 * language waits on no request; the other languages load when they are the language.
 */
export const registerShellTexts = () =>
  registerNamespace(
    SHELL_NS,
    {
      en: () => Promise.resolve(shellEn),
      vn: () => import('./vn').then((m) => m.default),
      th: () => import('./th').then((m) => m.default),
      id: () => import('./id').then((m) => m.default),
    },
    { en: shellEn },
  );
