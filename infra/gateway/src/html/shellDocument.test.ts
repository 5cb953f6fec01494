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
