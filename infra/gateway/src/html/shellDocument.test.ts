import { bootScripts, shellPage } from './shellDocument';

const BUILT_HEAD =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Player Portal</title>' +
  '<script defer="defer" src="/main.1e800a70.js" fetchpriority="high"></script>' +
  '<link rel="preload" as="script" href="/shared.847afa92.js"><link rel="preload" as="script" href="/250.b97b99ba.js">' +
  '<link rel="icon" href="/favicon.svg"></head><body><script src="/late.js"></script></body></html>';

describe("the shell document's boot scripts", () => {
  it('lists the entry first, then the preloaded boot chunks in the order the build wrote them', () => {
    expect(bootScripts(BUILT_HEAD)).toEqual([
      { href: '/main.1e800a70.js', as: 'script' },
      { href: '/shared.847afa92.js', as: 'script' },
      { href: '/250.b97b99ba.js', as: 'script' },
    ]);
  });

  it('keeps only same-origin paths that are safe in a header, once each', () => {
    const head =
      '<html><head><script src="https://cdn.example/x.js"></script><script src="//evil.example/y.js"></script>' +
      '<script>inline()</script><script src="/a b.js"></script><script src=\'/main.js\'></script>' +
      '<link rel="preload" as="script" href="/main.js"><link rel="preload" as="style" href="/app.css"></head></html>';
    expect(bootScripts(head)).toEqual([{ href: '/main.js', as: 'script' }]);
  });

  it('puts them ahead of the route hints in the Link header, and only there', () => {
    const page = shellPage({ html: BUILT_HEAD, signature: 's', boot: bootScripts(BUILT_HEAD) }, [
      { href: '/registry.json', as: 'fetch', crossorigin: true },
    ]);
    expect(page.link).toBe(
      '</main.1e800a70.js>; rel=preload; as=script, </shared.847afa92.js>; rel=preload; as=script, ' +
        '</250.b97b99ba.js>; rel=preload; as=script, </registry.json>; rel=preload; as=fetch; crossorigin',
    );
    expect(page.html.match(/shared\.847afa92\.js/g)).toHaveLength(1);
    expect(page.html).toContain('<link rel="preload" as="fetch" href="/registry.json" crossorigin></head>');
  });
});

describe("a page's hero art", () => {
  const head = BUILT_HEAD.replace(
    '<meta charset="utf-8"/>',
    '<meta charset="utf-8"/><meta name="viewport" content="width=device-width"/>',
  );
  const hero = {
    href: '/images/key-art-640.avif',
    as: 'image' as const,
    image: { srcset: '/images/key-art-640.avif 640w', sizes: '100vw', type: 'image/avif' },
  };
  const page = shellPage({ html: head, signature: 's', boot: bootScripts(head) }, [
    { href: '/registry.json', as: 'fetch', crossorigin: true },
    hero,
  ]);

  it("is asked for before the document's scripts: first in its head, right after the viewport", () => {
    const position = (text: string) => page.html.indexOf(text);
    expect(page.html).toContain('content="width=device-width"/><link rel="preload" as="image"');
    expect(position('as="image"')).toBeLessThan(position('main.1e800a70.js'));
    expect(position('/registry.json')).toBeGreaterThan(position('/250.b97b99ba.js'));
    expect(page.link.startsWith('</images/key-art-640.avif>; rel=preload; as=image;')).toBe(true);
  });

  it('is all the Link header of a served drawing names, so no script goes ahead of it', () => {
    expect(page.servedLink).toBe(
      '</images/key-art-640.avif>; rel=preload; as=image; imagesrcset="/images/key-art-640.avif 640w"; ' +
        'imagesizes="100vw"; type="image/avif"; fetchpriority="high"',
    );
    const plain = shellPage({ html: head, signature: 's', boot: bootScripts(head) }, [
      { href: '/registry.json', as: 'fetch', crossorigin: true },
      { href: '/remoteEntry.js', as: 'script' },
    ]);
    // A drawing without pictures: its scripts are left to the head's low-priority preloads.
    expect(plain.link).toContain('as=script');
    expect(plain.servedLink).toBe('</registry.json>; rel=preload; as=fetch; crossorigin');
  });
});
