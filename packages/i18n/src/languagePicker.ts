/**
 * Who offers the language picker on this page. The shell's header does, for every app it mounts;
 * a remote rendered without the shell (its standalone page, a studio embed) offers its own. The
 * flag lives in this shared singleton so every remote sees the shell's claim.
 */
let hostPicker = false;

/** The shell calls this once at boot: its header holds the page's one language picker. */
export function provideHostLanguagePicker(): void {
  hostPicker = true;
}

/** True when a host (the shell) already shows the picker: a remote then shows none. */
export const hasHostLanguagePicker = (): boolean => hostPicker;
