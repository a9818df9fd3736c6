import { describe, expect, it } from 'vitest';
import { normaliseCssColour } from './css-colours.ts';
import { countSvgColours } from './svg-colours.ts';

const svg = (body: string, head = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${head}${body}</svg>`;

describe('colours of a CSS value', () => {
  it('writes every spelling of white the same way', () => {
    for (const white of [
      '#fff',
      '#FFFFFF',
      'white',
      'WHITE',
      'rgb(255,255,255)',
      'rgb(100% 100% 100%)',
      'hsl(0, 0%, 100%)',
    ]) {
      expect(normaliseCssColour(white)).toBe('#ffffff');
    }
  });

  it('paints nothing for none, transparent, currentColor and zero alpha', () => {
    for (const value of ['none', 'transparent', 'currentColor', 'rgba(0,0,0,0)', '#0000', '#12345600']) {
      expect(normaliseCssColour(value)).toBeNull();
    }
  });
});

describe('colours an SVG paints', () => {
  it('counts each fill and stroke colour once, however it is written', () => {
    const file = svg(
      '<rect width="100" height="100" fill="#1f3a5f"/><circle r="10" fill="#1F3A5F" stroke="white"/>' +
        '<path d="M0 0L9 9" style="stroke: #fff; fill: none"/><text fill="rgb(244,185,66)">A</text>',
    );
    expect(countSvgColours(file)).toBe(3);
  });

  it('paints a shape with no fill anywhere black, and inherits a group fill', () => {
    expect(countSvgColours(svg('<path d="M0 0h9v9z"/>'))).toBe(1);
    expect(countSvgColours(svg('<g fill="red"><path d="M0 0h9v9z"/><rect width="5" height="5"/></g>'))).toBe(
      1,
    );
    expect(countSvgColours(svg('<g fill="red"><path d="M0 0h9v9z"/></g><rect width="5" height="5"/>'))).toBe(
      2,
    );
  });

  it('counts the stops of a gradient a shape paints with, and no unused gradient', () => {
    const gradients =
      '<defs><linearGradient id="sky"><stop offset="0" stop-color="#00f"/><stop offset="1" style="stop-color:#0f0"/></linearGradient>' +
      '<linearGradient id="sky2" href="#sky"/><radialGradient id="unused"><stop stop-color="#f0f"/></radialGradient></defs>';
    expect(countSvgColours(svg('<rect width="9" height="9" fill="url(#sky2)"/>', gradients))).toBe(2);
  });

  it('takes fills from the style sheet an illustration tool writes', () => {
    const sheet = '<defs><style>.cls-1{fill:#e30613;}.cls-2,.cls-3{fill:#fff;stroke:#000}</style></defs>';
    const body = '<path class="cls-1" d="M0 0h9v9z"/><path class="cls-2" d="M0 0h9v9z"/>';
    expect(countSvgColours(svg(body, sheet))).toBe(3);
  });

  it('leaves out hidden shapes, clip paths and masks', () => {
    const body =
      '<clipPath id="c"><rect width="9" height="9" fill="#abc"/></clipPath>' +
      '<rect width="9" height="9" fill="#123" display="none"/><rect width="9" height="9" fill="#456" opacity="0"/>' +
      '<rect width="9" height="9" fill="#789" fill-opacity="0"/><rect width="9" height="9" fill="#f00" clip-path="url(#c)"/>';
    expect(countSvgColours(svg(body))).toBe(1);
  });
});
