import { SERVED_CHROME_ATTRIBUTE } from '@portal/routes';

let served: Element[] = [];

/**
 * Boot, before the shell's first render (which replaces them): keeps the header and the bottom
 * navigation the gateway drew, if it drew them. True when it did.
 */
export function holdServedChrome(): boolean {
  served = [...document.querySelectorAll(`[${SERVED_CHROME_ATTRIBUTE}]`)];
  return served.length > 0;
}

/**
 * The shell's layout is in the page: a tap on a drawn button before then (the burger, Need Help, the
 * language) is done again on the layout's own, as on a drawn page. Loaded only when something was drawn.
 */
export async function handOverServedChrome(app: HTMLElement): Promise<void> {
  const drawn = served;
  served = [];
  if (drawn.length === 0) return;
  const { carryOverServedInput } = await import('./serverHandoffInput');
  carryOverServedInput(drawn, app)();
}
