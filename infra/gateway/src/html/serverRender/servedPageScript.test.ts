/**
 * @jest-environment jsdom
 */
import { SERVED_FOCUS_GLOBAL, SERVED_PICTURE_TIMING, SERVED_TAPS_GLOBAL } from '@portal/routes';
import { AFTER_PAINT_TYPE, holdEntryScripts, SERVED_PAGE_SCRIPT } from './servedPageScript';

/** A drawing's high-priority picture, as the shell and the campaign kit draw it. */
const named = `fetchpriority="high" elementtiming="${SERVED_PICTURE_TIMING}"`;

/** What the listener kept (the shell declares its type; the gateway only writes the script). */
const kept = () => (window as unknown as Record<string, unknown>)[SERVED_TAPS_GLOBAL];
const keptFocus = () => (window as unknown as Record<string, unknown>)[SERVED_FOCUS_GLOBAL];

describe("the document's early listener on a server's drawing", () => {
  beforeAll(() => {
    // As the browser runs the inline script: once, before the served markup.
    new Function(SERVED_PAGE_SCRIPT)();
    document.body.innerHTML =
      '<section data-server-render=""><button>Pre-Register <b>now</b></button><a href="#gameplay">Gameplay</a></section>' +
      '<button id="shell">Menu</button>';
  });

  it('stops a tap on a served button and keeps the button for the shell to replay', () => {
    const button = document.querySelector('section button')!;
    const answered = jest.fn();
    button.addEventListener('click', answered);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.querySelector('b')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(answered).not.toHaveBeenCalled();
    expect(kept()).toEqual([button]);
  });

  it('lets links and controls outside the served drawing, or after the take-over, work as usual', () => {
    (kept() as Element[]).length = 0;
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    const shell = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('shell')!.dispatchEvent(shell);
    document.querySelector('section')!.removeAttribute('data-server-render');
    const takenOver = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('section button')!.dispatchEvent(takenOver);
    expect([link, shell, takenOver].map((event) => event.defaultPrevented)).toEqual([false, false, false]);
    expect(kept()).toEqual([]);
  });
});

describe("the document's early listener on the focus in a server's drawing", () => {
  beforeAll(() => {
    new Function(SERVED_PAGE_SCRIPT)();
  });
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><section data-server-render=""><input name="email"></section></div><button id="shell">Menu</button>';
  });

  it("keeps the drawing's field that has the focus when the shell's first commit takes the drawing out", async () => {
    const email = document.querySelector('input')!;
    email.focus();
    const section = email.closest('section')!;
    // As Chrome does when a focused element leaves the page: a blur, the focus on the body.
    section.remove();
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await Promise.resolve();
    expect(keptFocus()).toBe(email);
  });

  it('forgets it when the reader moves the focus out of the drawing', async () => {
    document.querySelector('input')!.focus();
    document.getElementById('shell')!.focus();
    await Promise.resolve();
    expect(keptFocus()).toBeNull();

    document.querySelector('input')!.focus();
    document.querySelector('input')!.blur();
    await Promise.resolve();
    expect(keptFocus()).toBeNull();
  });
});

describe("the served document's entry scripts", () => {
  const head =
    '<head><title>t</title><script defer="defer" src="/main.1a2b.js" fetchpriority="high"></script>';

  it('are held as inert elements beside a low-priority preload, and nothing else in the head changes', () => {
    expect(holdEntryScripts(head)).toBe(
      '<head><title>t</title><link rel="preload" as="script" href="/main.1a2b.js" fetchpriority="low">' +
        `<script type="${AFTER_PAINT_TYPE}" data-src="/main.1a2b.js"></script>`,
    );
    expect(holdEntryScripts('<script>inline()</script><script src="/sync.js"></script>')).toBe(
      '<script>inline()</script><script src="/sync.js"></script>',
    );
  });

  it('fetch the boot chunks at low priority too, and leave other preloads as they are', () => {
    const preloads =
      '<link rel="preload" as="script" href="/shared.js"><link rel="preload" as="script" href="/boot.js"/>' +
      '<link rel="preload" as="image" href="/art.avif" fetchpriority="high">' +
      '<link rel="preload" as="script" href="/keep.js" fetchpriority="high">';
    expect(holdEntryScripts(preloads)).toBe(
      '<link rel="preload" as="script" href="/shared.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/boot.js" fetchpriority="low">' +
        '<link rel="preload" as="image" href="/art.avif" fetchpriority="high">' +
        '<link rel="preload" as="script" href="/keep.js" fetchpriority="high">',
    );
  });

  const started = () =>
    [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
  /** Two animation frames, then the task after the second: when the script starts them. */
  const twoFramesLater = async () => {
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  afterEach(() => {
    document.body.innerHTML = '';
    delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    delete (window as Partial<typeof window>).PerformanceObserver;
  });

  it('start, in order, once the page has painted', async () => {
    document.head.innerHTML = holdEntryScripts(
      '<script defer src="/main.js"></script><script defer src="/late.js"></script>',
    );
    new Function(SERVED_PAGE_SCRIPT)(); // as the document runs it, in the head
    expect(started()).toEqual([]);
    await twoFramesLater();
    expect(started()).toEqual(['/main.js', '/late.js']);
  });

  it("wait until the browser reports the drawing's high-priority pictures presented", async () => {
    const observers: { type?: string; callback: (list: { getEntries: () => unknown[] }) => void }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      private readonly entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe({ type, buffered }: { type: string; buffered: boolean }) {
        expect(buffered).toBe(true); // what was presented before the markup was parsed counts
        this.entry.type = type;
      }
      disconnect() {}
    }
    const report = (type: string, entries: unknown[]) => {
      for (const observer of observers.filter((candidate) => candidate.type === type))
        observer.callback({ getEntries: () => entries });
    };
    Object.assign(window, { PerformanceObserver: FakeObserver });
    document.head.innerHTML = holdEntryScripts('<script defer src="/main.js"></script>');
    document.body.innerHTML =
      `<section data-server-render=""><img id="art" src="/key-art.avif" ${named} alt="">` +
      `<img id="title" src="/title.avif" ${named} alt=""></section>`;
    new Function(SERVED_PAGE_SCRIPT)();
    report('element', [{ element: document.getElementById('art') }]);
    await twoFramesLater();
    expect(started()).toEqual([]); // one of the two is not presented yet
    document.getElementById('title')!.dispatchEvent(new Event('error')); // a picture that fails is not awaited
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started()).toEqual(['/main.js']);
  });

  it("wait until the drawing's high-priority picture is decoded, so it paints before they run", async () => {
    let decoded = () => {};
    const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    HTMLImageElement.prototype.decode = decode;
    document.head.innerHTML = holdEntryScripts('<script defer src="/main.js"></script>');
    document.body.innerHTML =
      `<section data-server-render=""><picture><img src="/key-art.avif" ${named} alt=""></picture>` +
      '<img src="/below.avif" loading="lazy" alt=""></section>';
    new Function(SERVED_PAGE_SCRIPT)();
    await twoFramesLater();
    await twoFramesLater();
    expect(started()).toEqual([]);
    expect(decode).toHaveBeenCalledTimes(1); // the lazy one is not awaited
    decoded();
    await twoFramesLater();
    expect(started()).toEqual(['/main.js']);
  });
});
