import createCache, { type EmotionCache } from '@emotion/cache';
import { theme } from '@portal/ui';

/**
 * An emotion sheet backed by a constructed stylesheet adopted by a shadow root: rules go in through
 * the CSSOM, which a studio's strict CSP (`style-src 'self'`, no 'unsafe-inline') allows, where
 * `<style>` elements would be refused. Emotion's `<Global>` makes its own sheets the same way.
 */
class AdoptedSheet {
  readonly isSpeedy = true;
  readonly nonce = undefined;
  readonly tags: HTMLStyleElement[] = [];
  before: Element | null = null;
  readonly key: string;
  readonly container: ShadowRoot;
  private readonly sheet = new CSSStyleSheet();

  constructor({ key, container }: { key: string; container: ShadowRoot }) {
    this.key = key;
    this.container = container;
    container.adoptedStyleSheets = [...container.adoptedStyleSheets, this.sheet];
  }

  hydrate(): void {}

  insert(rule: string): void {
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule this browser does not parse (another engine's prefix) is skipped, as emotion does.
    }
  }

  flush(): void {
    this.sheet.replaceSync('');
  }
}

/**
 * What the widget's box starts from: the portal's font and colours on the portal's own backdrop,
 * nothing inherited from the studio's page (the portal's light text would vanish on a light page).
 */
const HOST_CSS = `:host{all:initial;display:block;font-family:${theme.fonts.body};font-size:${theme.fontSizes.md}px;line-height:${theme.lineHeights.normal};color:${theme.colors.text};background:${theme.colors.background};border-radius:${theme.radii.lg}px;-webkit-font-smoothing:antialiased}
*,*::before,*::after{box-sizing:border-box}
h1,h2,h3,h4{font-family:${theme.fonts.heading};line-height:${theme.lineHeights.tight};margin:0}
a{color:${theme.colors.gold}}
img,svg{display:block;max-width:100%}
button,input,select,textarea{font:inherit;color:inherit}
:focus-visible{outline:2px solid ${theme.colors.focusRing};outline-offset:2px}`;

const caches = new WeakMap<ShadowRoot, EmotionCache>();

/** One emotion cache per shadow root, writing into it (and its base styles, once). */
export function shadowRootCache(root: ShadowRoot): EmotionCache {
  let cache = caches.get(root);
  if (!cache) {
    cache = createCache({ key: 'portal', container: root as unknown as HTMLElement, speedy: true });
    cache.sheet = new AdoptedSheet({ key: 'portal', container: root }) as unknown as EmotionCache['sheet'];
    for (const rule of HOST_CSS.split('\n')) cache.sheet.insert(rule);
    caches.set(root, cache);
  }
  return cache;
}
