import { describe, expect, it } from 'vitest';
import { MAX_SVG_ELEMENTS, NotAnSvgError, sanitiseSvg } from './sanitise-svg.ts';

const svg = (body: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50"${rootAttributes}>${body}</svg>`;

describe('sanitiseSvg', () => {
  it('keeps ordinary artwork intact, with camel-case names and internal references', () => {
    const clean = sanitiseSvg(
      `<?xml version="1.0" encoding="UTF-8"?>\n${svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient>' +
          '<clipPath id="c"><rect width="10" height="10"/></clipPath></defs>' +
          '<rect width="100" height="50" fill="url(#g)" clip-path="url(#c)"/>' +
          '<use xlink:href="#c"/><use href="#c"/><text x="1" y="2">Harbour &amp; Co</text>',
      )}`,
    );
    expect(clean).toContain('viewBox="0 0 100 50"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('<clipPath id="c">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('xlink:href="#c"');
    expect(clean).toContain('href="#c"');
    expect(clean).toContain('Harbour &amp; Co');
    expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('removes scripts, including ones hidden in CDATA or a namespace prefix', () => {
    const clean = sanitiseSvg(
      svg(
        '<script>window.pwned = 1</script><script><![CDATA[alert(1)]]></script>' +
          '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(2)</svg:script>' +
          '<script xlink:href="https://evil.test/x.js"/><rect width="1" height="1"/>',
      ),
    );
    expect(clean).not.toMatch(/script|alert|pwned|evil/i);
    expect(clean).toContain('<rect');
  });

  it('removes event-handler attributes on every element, the root included', () => {
    const clean = sanitiseSvg(
      svg(
        '<rect onclick="alert(1)" onmouseover="alert(2)" width="1" height="1"/><g onfocusin="alert(3)"/>' +
          '<animate onbegin="alert(4)" attributeName="x"/><set attributeName="onmouseover" to="alert(5)"/>',
        ' onload="alert(0)"',
      ),
    );
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toContain('alert');
  });

  it('removes foreignObject and the HTML inside it', () => {
    const clean = sanitiseSvg(
      svg(
        '<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml">' +
          '<iframe src="javascript:alert(1)"/><img src="x" onerror="alert(2)"/></body></foreignObject>',
      ),
    );
    expect(clean).not.toMatch(/foreignObject|iframe|img|onerror|alert/i);
  });

  it('drops links to anything outside the file, javascript: links and SVG data URIs', () => {
    const clean = sanitiseSvg(
      svg(
        '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>' +
          '<a xlink:href="JaVaScRiPt&#x3a;alert(2)"><circle r="1"/></a>' +
          '<image href="https://evil.test/track.png" width="1" height="1"/>' +
          '<image xlink:href="//evil.test/track.png" width="1" height="1"/>' +
          '<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>' +
          '<use href="https://evil.test/sprite.svg#icon"/>' +
          '<use xlink:href="file:///etc/passwd#x"/>' +
          '<set attributeName="href" to="javascript:alert(3)"/>' +
          '<animate attributeName="xlink:href" values="javascript:alert(4)"/>',
      ),
    );
    expect(clean).not.toMatch(/javascript|evil\.test|svg\+xml|passwd|alert/i);
  });

  it('keeps an embedded PNG or JPEG image', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const clean = sanitiseSvg(svg(`<image href="${png}" width="1" height="1"/>`));
    expect(clean).toContain(png);
  });

  it('drops CSS that loads from elsewhere, keeping harmless styles', () => {
    const clean = sanitiseSvg(
      svg(
        '<style>.a { fill: #123456 } .b { fill: url(#g) }</style>' +
          '<style>@import url("https://evil.test/x.css"); .c { fill: red }</style>' +
          '<style>.d { background: url(https://evil.test/beacon) }</style>' +
          '<style>.e { background: \\75 rl(https://evil.test/escaped) }</style>' +
          '<rect style="fill: url(http://evil.test/a)" width="1" height="1"/>' +
          '<rect fill="url(https://evil.test/b#g)" width="1" height="1"/>' +
          '<rect style="fill: blue" class="a" width="1" height="1"/>',
      ),
    );
    expect(clean).not.toMatch(/evil\.test|@import|\\75/i);
    expect(clean).toContain('.a { fill: #123456 }');
    expect(clean).toContain('style="fill: blue"');
  });

  it('drops processing instructions and doctype that sit before the root', () => {
    const clean = sanitiseSvg(
      `<?xml version="1.0"?><?xml-stylesheet href="https://evil.test/s.css" type="text/css"?>` +
        `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('<rect width="1" height="1"/>')}`,
    );
    expect(clean).not.toMatch(/evil\.test|xml-stylesheet|DOCTYPE/i);
    expect(clean).toContain('<rect');
  });

  it('gives an SVG written without a namespace the SVG namespace', () => {
    const clean = sanitiseSvg('<svg width="20" height="10"><rect width="1" height="1"/></svg>');
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(clean).toContain('width="20"');
  });

  it('refuses an SVG with more elements than a logo could need, before parsing it', () => {
    const crowded = svg('<rect width="1" height="1"/>'.repeat(MAX_SVG_ELEMENTS));
    expect(() => sanitiseSvg(crowded)).toThrow('This SVG has more than 10,000 elements');
    expect(sanitiseSvg(svg('<rect width="1" height="1"/>'.repeat(MAX_SVG_ELEMENTS - 1)))).toContain('<rect');
  });

  it('refuses text that is not an SVG document', () => {
    expect(() => sanitiseSvg('staff_id,name\n1,Ann')).toThrow(NotAnSvgError);
    expect(() => sanitiseSvg('<html><body><script>alert(1)</script></body></html>')).toThrow(NotAnSvgError);
    expect(() => sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toThrow(NotAnSvgError);
    expect(() => sanitiseSvg('')).toThrow(NotAnSvgError);
  });

  it('reads Illustrator namespace entities but refuses a DTD big enough to blow up on expansion', () => {
    const illustrator =
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [' +
      '<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY ns_xlink "http://www.w3.org/1999/xlink">]>' +
      '<svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="10" height="10"><rect width="1" height="1"/></svg>';
    expect(sanitiseSvg(illustrator)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const bomb =
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "${'a'.repeat(10_000)}">]>` +
      `<svg xmlns="http://www.w3.org/2000/svg"><text>${'&a;'.repeat(1000)}</text></svg>`;
    expect(() => sanitiseSvg(bomb)).toThrow(NotAnSvgError);
  });

  it('removes unknown elements with their content and foreign-namespace editor data', () => {
    const clean = sanitiseSvg(
      svg(
        '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" id="n"/>' +
          '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">secret</rdf:RDF></metadata>' +
          '<g><path d="M0 0L1 1"/></g>',
      ),
    );
    expect(clean).not.toMatch(/sodipodi|rdf|secret/);
    expect(clean).toContain('<path d="M0 0L1 1"/>');
  });

  it('drops a self-closing forbidden element without closing its parent early', () => {
    const clean = sanitiseSvg(
      svg('<g><script xlink:href="https://evil.test/x.js"/><rect width="1" height="1"/></g>'),
    );
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50"><g><rect width="1" height="1"/></g></svg>',
    );
  });

  it('removes text whose CDATA holds markup, and keeps escaped text as text', () => {
    const clean = sanitiseSvg(
      svg(
        '<desc><![CDATA[<img src=x onerror=alert(1)>]]></desc><title>a &lt;b&gt; c</title><text>Tom &amp; Ann</text>',
      ),
    );
    expect(clean).not.toMatch(/img|onerror|desc/);
    expect(clean).toContain('<title>a &lt;b&gt; c</title>');
    expect(clean).toContain('<text>Tom &amp; Ann</text>');
  });

  it('refuses a root in a prefixed or foreign namespace as not an SVG', () => {
    expect(() => sanitiseSvg('<x:svg xmlns:x="http://www.w3.org/2000/svg"><x:rect/></x:svg>')).toThrow(
      NotAnSvgError,
    );
    expect(() => sanitiseSvg('<svg xmlns="http://example.test/x"/>')).toThrow(NotAnSvgError);
  });

  it('sanitises a 10,000-shape logo in one streaming pass', () => {
    const shapes = '<path d="M1 2 l3 4 l-5 6 z" fill="#0a2540"/>'.repeat(MAX_SVG_ELEMENTS - 1);
    const clean = sanitiseSvg(svg(shapes));
    expect(clean.length).toBeGreaterThan(shapes.length);
  });

  it('keeps an Illustrator style sheet written in CDATA when it loads nothing, and drops one that does', () => {
    const clean = sanitiseSvg(
      svg(
        '<g><style type="text/css"><![CDATA[ .st0{fill:#FF0000;} ]]></style></g>' +
          '<g><style><![CDATA[ @import url(https://evil.test/x.css); ]]></style></g>',
      ),
    );
    expect(clean).toContain('<style type="text/css"> .st0{fill:#FF0000;} </style>');
    expect(clean).not.toContain('evil.test');
    expect(clean).toContain('<g/>');
  });
});
