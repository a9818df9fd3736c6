import { loadSharp } from '../../lazy-libraries.ts';
import { normaliseCssColour } from './css-colours.ts';

/** Elements that paint their fill and stroke. */
const SHAPES = new Set([
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
]);
/** Containers whose content is never painted as such (clips and masks take only its shape or luminance). */
const UNPAINTED = new Set(['clipPath', 'mask', 'title', 'desc', 'metadata']);
const GRADIENTS = new Set(['linearGradient', 'radialGradient']);

type Properties = Record<string, string>;

interface Frame {
  name: string;
  /** The inherited paint of this element, after its own attributes and styles. */
  fill: string;
  stroke: string;
  isHidden: boolean;
  isUnpainted: boolean;
}

const TOKENS =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|<(\/?)([A-Za-z][^\s/>]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const STYLE_SHEET = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

const unescapeXml = (text: string) =>
  !text.includes('&')
    ? text
    : text
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
        .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
        .replace(/&amp;/g, '&');

/** `fill: red; stroke: #000` as properties, lower-cased names. */
function declarations(css: string): Properties {
  const properties: Properties = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (name && value) properties[name] = value;
  }
  return properties;
}

interface Rule {
  tag?: string;
  id?: string;
  classes: string[];
  properties: Properties;
}

/**
 * The rules of the file's style sheets, each selector reduced to its last simple part (`.a`, `#b`, `path`,
 * `g .c`): enough for the class rules illustration tools write, without a CSS engine.
 */
function styleRules(svg: string): Rule[] {
  const rules: Rule[] = [];
  for (const sheet of svg.matchAll(STYLE_SHEET)) {
    const css = unescapeXml((sheet[1] ?? '').replace(/<!\[CDATA\[|\]\]>/g, '')).replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    for (const block of css.matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
      const properties = declarations(block[2] ?? '');
      for (const selector of (block[1] ?? '').split(',')) {
        const last =
          selector
            .trim()
            .split(/[\s>+~]+/)
            .pop() ?? '';
        const simple = last.replace(/:[\w-]+(\([^)]*\))?/g, '').replace(/\[[^\]]*\]/g, '');
        if (!simple) continue;
        const tag = /^[A-Za-z][\w-]*/.exec(simple)?.[0];
        const id = /#([\w-]+)/.exec(simple)?.[1];
        const classes = [...simple.matchAll(/\.([\w-]+)/g)].map((match) => match[1] ?? '');
        if (tag === undefined && id === undefined && classes.length === 0 && simple !== '*') continue;
        rules.push({ tag, id, classes, properties });
      }
    }
  }
  return rules;
}

/** An element's own properties: presentation attributes, then matching sheet rules, then its style attribute. */
function ownProperties(name: string, attributes: Properties, rules: readonly Rule[]): Properties {
  const properties: Properties = { ...attributes };
  const classes = new Set((attributes.class ?? '').split(/\s+/).filter(Boolean));
  for (const rule of rules) {
    if (rule.tag && rule.tag !== name) continue;
    if (rule.id && rule.id !== attributes.id) continue;
    if (!rule.classes.every((className) => classes.has(className))) continue;
    Object.assign(properties, rule.properties);
  }
  if (attributes.style) Object.assign(properties, declarations(attributes.style));
  return properties;
}

const isZero = (value: string | undefined) => value !== undefined && Number.parseFloat(value) === 0;

/**
 * How many distinct colours an SVG paints: the fills and strokes of its shapes, inherited as SVG inherits
 * them (a shape with no fill anywhere paints black), a gradient counting its stops. `none`, `transparent`,
 * `currentColor`, invisible shapes and the content of clip paths and masks count nothing.
 * Reads the sanitised file, whose markup the sanitiser has serialised as well-formed XML.
 */
export function countSvgColours(svg: string): number {
  const rules = styleRules(svg);
  const painted = new Set<string>();
  const seenPaints = new Set<string>();
  const usedGradients = new Set<string>();
  const gradientStops = new Map<string, string[]>();
  const gradientLinks = new Map<string, string>();
  let currentGradient: string | undefined;
  const stack: Frame[] = [
    { name: '#root', fill: 'black', stroke: 'none', isHidden: false, isUnpainted: false },
  ];

  const paint = (value: string) => {
    const reference = /^url\(\s*['"]?#([^'")\s]+)['"]?\s*\)\s*(.*)$/i.exec(value.trim());
    if (reference) {
      usedGradients.add(reference[1] ?? '');
      // A fallback after the link paints only when the link is broken: not counted.
      return;
    }
    // Logos repeat a handful of values thousands of times: each is read once.
    if (seenPaints.has(value)) return;
    seenPaints.add(value);
    const colour = normaliseCssColour(value);
    if (colour) painted.add(colour);
  };

  for (const token of svg.matchAll(TOKENS)) {
    const name = token[2];
    if (!name) continue;
    const isClosing = token[1] === '/';
    if (isClosing) {
      if (GRADIENTS.has(name)) currentGradient = undefined;
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attributes: Properties = {};
    for (const attribute of (token[3] ?? '').matchAll(ATTRIBUTE)) {
      attributes[(attribute[1] ?? '').toLowerCase() === 'style' ? 'style' : (attribute[1] ?? '')] =
        unescapeXml(attribute[2] ?? attribute[3] ?? '');
    }
    const parent = stack[stack.length - 1]!;
    const own = ownProperties(name, attributes, rules);
    const inherit = (value: string | undefined, inherited: string) =>
      value === undefined || value.trim().toLowerCase() === 'inherit' ? inherited : value;
    const frame: Frame = {
      name,
      fill: inherit(own.fill, parent.fill),
      stroke: inherit(own.stroke, parent.stroke),
      isHidden:
        parent.isHidden ||
        own.display?.trim() === 'none' ||
        isZero(own.opacity) ||
        (own.visibility !== undefined ? /hidden|collapse/.test(own.visibility) : false),
      isUnpainted: parent.isUnpainted || UNPAINTED.has(name),
    };

    if (GRADIENTS.has(name) && attributes.id) {
      currentGradient = attributes.id;
      gradientStops.set(currentGradient, []);
      const link = /^#(.+)$/.exec((attributes.href ?? attributes['xlink:href'] ?? '').trim())?.[1];
      if (link) gradientLinks.set(currentGradient, link);
    } else if (name === 'stop' && currentGradient !== undefined && !isZero(own['stop-opacity'])) {
      const colour = normaliseCssColour(own['stop-color'] ?? 'black');
      if (colour) gradientStops.get(currentGradient)?.push(colour);
    } else if (SHAPES.has(name) && !frame.isHidden && !frame.isUnpainted) {
      if (!isZero(own['fill-opacity'])) paint(frame.fill);
      if (!isZero(own['stroke-opacity']) && !isZero(own['stroke-width'])) paint(frame.stroke);
    }
    const isSelfClosing = token[4] === '/';
    if (isSelfClosing) {
      if (GRADIENTS.has(name)) currentGradient = undefined;
    } else {
      stack.push(frame);
    }
  }

  for (const id of usedGradients) {
    // A gradient without stops of its own takes those of the one it links to.
    let target: string | undefined = id;
    for (let hops = 0; target !== undefined && hops < 10; hops++) {
      const stops = gradientStops.get(target);
      if (stops && stops.length > 0) {
        for (const colour of stops) painted.add(colour);
        break;
      }
      target = gradientLinks.get(target);
    }
  }
  return painted.size;
}

/** Longest side the pixels are read at: plenty to tell flat colours apart, quick on any file. */
const SAMPLE_SIZE = 200;
/** Alpha below this is a soft edge or a shadow, not ink. */
const MIN_ALPHA = 128;
/** Levels kept per channel: 8 bits become 5, so JPEG noise within a flat colour falls together. */
const CHANNEL_SHIFT = 3;
/** Colours closer than this (RGB distance) are one ink: neighbouring levels of a flat colour, JPEG ringing. */
const SAME_INK_DISTANCE = 40;
/** A colour covering less than this share of the opaque pixels is an anti-aliased edge, not an ink. */
const MIN_SHARE = 0.01;

/**
 * How many inks a raster (PNG, JPEG) holds: its opaque pixels, read small, grouped into colours, each
 * colour covering at least 1 % of them. Soft edges blend neighbouring inks into many tiny colours, which
 * that share leaves out.
 */
export async function countRasterColours(bytes: Buffer, limitInputPixels: number): Promise<number> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { limitInputPixels })
    .rotate()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside', withoutEnlargement: true, kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Pixels per quantised colour (5 bits a channel: 32,768 colours), counted in a typed array: a photo fills
  // tens of thousands of them and a Map of that size costs the event loop tens of milliseconds.
  const bins = new Uint32Array(1 << 15);
  let opaque = 0;
  for (let offset = 0; offset + 3 < data.length; offset += info.channels) {
    if ((data[offset + 3] ?? 0) < MIN_ALPHA) continue;
    const key =
      ((data[offset]! >> CHANNEL_SHIFT) << 10) |
      ((data[offset + 1]! >> CHANNEL_SHIFT) << 5) |
      (data[offset + 2]! >> CHANNEL_SHIFT);
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
