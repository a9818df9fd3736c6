import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countRasterColours } from './artwork-colours.ts';

const svg = (body: string, head = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${head}${body}</svg>`;

describe('colours a raster holds', () => {
  it('counts flat inks and not the soft edges between them', async () => {
    const drawing = svg(
      '<rect width="100" height="100" fill="#ffffff"/><circle cx="35" cy="50" r="30" fill="#1f3a5f"/>' +
        '<circle cx="70" cy="50" r="25" fill="#e30613"/>',
    );
    const png = await sharp(Buffer.from(drawing), { density: 300 }).png().toBuffer();
    expect(await countRasterColours(png, 1e8)).toBe(3);
  });

  it('leaves out transparent pixels', async () => {
    const drawing = svg('<circle cx="50" cy="50" r="40" fill="#2a7ab8"/>');
    const png = await sharp(Buffer.from(drawing), { density: 300 }).png().toBuffer();
    expect(await countRasterColours(png, 1e8)).toBe(1);
  });
});
