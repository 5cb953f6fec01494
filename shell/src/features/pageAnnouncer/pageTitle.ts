/**
 * The document title of a page: "Page — Portal name". The page's name is what the
 * owning app shows as its main heading, so it is in the current language and owned by that app;
 * an app that wants a different title puts it on any element of its page as `data-page-title`.
 */
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';

export const TITLE_SEPARATOR = ' — ';

export function documentTitle(pageName: string | null | undefined, portalName: string): string {
  const name = pageName?.replace(/\s+/g, ' ').trim();
  return name ? `${name}${TITLE_SEPARATOR}${portalName}` : portalName;
}

export interface PageHeading {
  /** The element that takes focus after a client-side navigation. */
  heading: HTMLElement;
  /** What the title and the announcement say. */
  name: string;
}

/**
 * The current page's main heading inside `main`: the first visible h1 (a remote's slot that was
 * unmounted is empty, so the h1 found belongs to the page on screen).
 */
export function findPageHeading(main: ParentNode): PageHeading | null {
  const heading = Array.from(main.querySelectorAll<HTMLElement>('h1')).find(isRendered);
  if (!heading) return null;
  const named = main.querySelector<HTMLElement>(`[${PAGE_TITLE_ATTRIBUTE}]`);
  const name = named?.getAttribute(PAGE_TITLE_ATTRIBUTE) || heading.textContent || '';
  return { heading, name: name.replace(/\s+/g, ' ').trim() };
}

function isRendered(element: HTMLElement): boolean {
  // jsdom lays nothing out: treat connected, non-hidden elements as rendered there.
  if (element.closest('[hidden], [aria-hidden="true"]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}
