import { hashSource, inlineSourcesOf } from './inlineSources';

const PAGE = `<!DOCTYPE html><html><head>
<style data-identity="global">body{margin:0}</style>
<script>alert('Hello, world.');</script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script src="/app.js" async></script>
<script type="module">import('/x.js')</script>
<noscript><style>img{opacity:1}</style></noscript>
</head><body><span style="width:1px;content:&quot;a&amp;b&quot;">x</span><div style="">y</div></body></html>`;

describe('inlineSourcesOf', () => {
  it('finds the scripts a browser runs, leaving out data blocks and scripts with a src', () => {
    expect(inlineSourcesOf(PAGE).scripts).toEqual(["alert('Hello, world.');", "import('/x.js')"]);
  });

  it('finds style elements, those in <noscript> too (a browser without scripts applies them)', () => {
    expect(inlineSourcesOf(PAGE).styles).toEqual(['body{margin:0}', 'img{opacity:1}']);
  });

  it("keeps a script's text as written: entities in scripts are not decoded", () => {
    expect(inlineSourcesOf('<script>if (a &amp;&amp; b) go()</script>').scripts).toEqual([
      'if (a &amp;&amp; b) go()',
    ]);
  });
});

describe('hashSource', () => {
  it('is the CSP source browsers compute (the example of the CSP specification)', () => {
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});
