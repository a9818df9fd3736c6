/** Alpha below this is a soft edge or a shadow, not ink. */
const MIN_ALPHA = 128;
/** Levels kept per channel: 8 bits become 5, so JPEG noise within a flat colour falls together. */
const CHANNEL_SHIFT = 3;
/** Colours closer than this (RGB distance) are one ink: neighbouring levels of a flat colour, JPEG ringing. */
const SAME_INK_DISTANCE = 40;
/** A colour covering less than this share of the opaque pixels is an anti-aliased edge, not an ink. */
const MIN_SHARE = 0.01;

/**
 * How many inks a raster (PNG, JPEG) holds, read from its thumbnail's RGBA pixels (small, so quick on any file):
 * its opaque pixels grouped into colours, each colour covering at least 1 % of them. Soft edges blend
 * neighbouring inks into many tiny colours, which that share leaves out.
 */
export function countPixelColours(rgba: Uint8Array): number {
  // Pixels per quantised colour (5 bits a channel: 32,768 colours), counted in a typed array: a photo fills
  // tens of thousands of them and a Map of that size costs the event loop tens of milliseconds.
  const bins = new Uint32Array(1 << 15);
  let opaque = 0;
  for (let offset = 0; offset + 3 < rgba.length; offset += 4) {
    if (rgba[offset + 3]! < MIN_ALPHA) continue;
    const key =
      ((rgba[offset]! >> CHANNEL_SHIFT) << 10) |
      ((rgba[offset + 1]! >> CHANNEL_SHIFT) << 5) |
      (rgba[offset + 2]! >> CHANNEL_SHIFT);
    bins[key]! += 1;
    opaque++;
  }
  if (opaque === 0) return 0;
  return countInks(bins, opaque);
}

/** Cubes per RGB axis when RGB space is cut into cubes as wide as SAME_INK_DISTANCE. */
const CUBES = Math.ceil(256 / SAME_INK_DISTANCE);
const cubeOf = (level: number) => Math.floor(level / SAME_INK_DISTANCE);
/** The centre level of a 5-bit channel value. */
const centre = (bits: number) => (bits << CHANNEL_SHIFT) + (1 << (CHANNEL_SHIFT - 1));

/**
 * The most used colours first, each smaller one joining the first (most used) ink it is close to; the inks
 * covering at least MIN_SHARE of the pixels count. Inks are filed by cube so that a colour is compared only
 * with the inks of its own and neighbouring cubes (any ink closer than the distance is there): comparing every
 * colour of a photo with every ink blocked the event loop for 200 ms.
 */
function countInks(bins: Uint32Array, opaque: number): number {
  const used: number[] = [];
  for (let key = 0; key < bins.length; key += 1) if (bins[key]! > 0) used.push(key);
  used.sort((a, b) => bins[b]! - bins[a]! || a - b);
  const inkColours: number[] = [];
  const inkPixels: number[] = [];
  const inksInCube: number[][] = Array.from({ length: CUBES ** 3 }, () => []);
  for (const key of used) {
    const red = centre(key >> 10);
    const green = centre((key >> 5) & 31);
    const blue = centre(key & 31);
    let first = -1;
    for (let r = Math.max(0, cubeOf(red) - 1); r <= Math.min(CUBES - 1, cubeOf(red) + 1); r += 1)
      for (let g = Math.max(0, cubeOf(green) - 1); g <= Math.min(CUBES - 1, cubeOf(green) + 1); g += 1)
        for (let b = Math.max(0, cubeOf(blue) - 1); b <= Math.min(CUBES - 1, cubeOf(blue) + 1); b += 1)
          for (const ink of inksInCube[(r * CUBES + g) * CUBES + b]!) {
            if (first >= 0 && ink >= first) continue;
            const colour = inkColours[ink]!;
            const dr = (colour >> 16) - red;
            const dg = ((colour >> 8) & 255) - green;
            const db = (colour & 255) - blue;
            // Squared distances: Math.hypot is many times slower, and this runs a million times on a photo.
            if (dr * dr + dg * dg + db * db < SAME_INK_DISTANCE ** 2) first = ink;
          }
    if (first >= 0) {
      inkPixels[first]! += bins[key]!;
    } else {
      inksInCube[(cubeOf(red) * CUBES + cubeOf(green)) * CUBES + cubeOf(blue)]!.push(inkColours.length);
      inkColours.push((red << 16) | (green << 8) | blue);
      inkPixels.push(bins[key]!);
    }
  }
  return inkPixels.filter((pixels) => pixels >= opaque * MIN_SHARE).length;
}
