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
