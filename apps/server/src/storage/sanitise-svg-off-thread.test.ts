import { describe, expect, it } from 'vitest';
import { countPixelColours } from './pixel-colours.ts';
import { NotAnSvgError } from './sanitise-svg.ts';
import {
  countPixelColoursOffThread,
  sanitiseSvgAndCountColoursOffThread,
  sanitiseSvgOffThread,
} from './sanitise-svg-off-thread.ts';

describe('sanitiseSvgOffThread', () => {
  it('sanitises on the worker thread, taking several files in turn', async () => {
    const [first, second] = await Promise.all([
      sanitiseSvgOffThread('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>'),
      sanitiseSvgOffThread('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(2)"><circle r="1"/></svg>'),
    ]);
    expect(first).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    expect(second).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
  });

  it('refuses text that is not an SVG with the same error as the main-thread sanitiser', async () => {
    await expect(sanitiseSvgOffThread('name,size\nAnn,M')).rejects.toBeInstanceOf(NotAnSvgError);
    // The worker survives a refusal and keeps working.
    await expect(sanitiseSvgOffThread('<svg xmlns="http://www.w3.org/2000/svg"/>')).resolves.toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });

  it('counts the colours of the clean SVG on the worker when asked', async () => {
    const answer = await sanitiseSvgAndCountColoursOffThread(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#f00"/><circle fill="blue" onclick="alert(1)"/></svg>',
    );
    expect(answer).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#f00"/><circle fill="blue"/></svg>',
      colours: 2,
    });
  });

  it("counts a raster thumbnail's inks on the worker as on the main thread, leaving the caller's pixels intact", async () => {
    // Three flat colours in equal thirds, and one anti-aliased pixel between them that is no ink.
    const rgba = new Uint8Array(300 * 4);
    for (let pixel = 0; pixel < 300; pixel += 1) {
      const colour =
        pixel === 150 ? [128, 64, 64] : pixel < 100 ? [255, 0, 0] : pixel < 200 ? [0, 0, 255] : [0, 160, 0];
      rgba.set([...colour, 255], pixel * 4);
    }
    const before = rgba.slice();
    const [offThread, again] = await Promise.all([
      countPixelColoursOffThread(rgba),
      countPixelColoursOffThread(rgba),
    ]);
    expect(offThread).toBe(countPixelColours(rgba));
    expect(offThread).toBe(3);
    expect(again).toBe(3);
    expect(rgba).toEqual(before);
    // The worker still sanitises after counting.
    await expect(sanitiseSvgOffThread('<svg xmlns="http://www.w3.org/2000/svg"/>')).resolves.toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });
});
