import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareArtwork } from '../modules/artworks/artwork-images.ts';

const svg = (body: string, head = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${head}${body}</svg>`;

/** The colours an uploaded PNG of the drawing is counted with, read from the upload's one decode. */
async function coloursOfPng(drawing: string): Promise<number> {
  const png = await sharp(Buffer.from(drawing), { density: 300 }).png().toBuffer();
  return (await prepareArtwork(png)).colorsCounted;
}

describe('colours a raster holds', () => {
  it('counts flat inks and not the soft edges between them', async () => {
    const drawing = svg(
      '<rect width="100" height="100" fill="#ffffff"/><circle cx="35" cy="50" r="30" fill="#1f3a5f"/>' +
        '<circle cx="70" cy="50" r="25" fill="#e30613"/>',
    );
    expect(await coloursOfPng(drawing)).toBe(3);
  });

  it('leaves out transparent pixels', async () => {
    expect(await coloursOfPng(svg('<circle cx="50" cy="50" r="40" fill="#2a7ab8"/>'))).toBe(1);
  });

  it('counts a greyscale PNG as the greys it holds', async () => {
    const png = await sharp(
      Buffer.from(
        svg('<rect width="100" height="100" fill="#fff"/><rect width="50" height="100" fill="#333"/>'),
      ),
    )
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).channels).toBeLessThan(3);
    expect((await prepareArtwork(png)).colorsCounted).toBe(2);
  });
});
