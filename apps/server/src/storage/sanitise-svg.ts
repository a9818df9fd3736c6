import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';
import { NotAnSvgError } from './not-an-svg-error.ts';
import { ALLOWED_SVG_ATTRIBUTES, ALLOWED_SVG_ELEMENTS, URI_SAFE_SVG_ATTRIBUTES } from './svg-allow-list.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export { NotAnSvgError };

/** A link target an SVG may keep: a fragment inside the same file, or an embedded PNG/JPEG. */
const SAFE_FRAGMENT = /^#[^\s'"()<>\\]*$/;
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g);base64,[a-z0-9+/=\s]*$/i;
/** CSS that can fetch or run something: `@import`, `image-set(`, `src(`, `expression(`, `behavior:`. */
const CSS_LOADERS = /@import|image-set\s*\(|\bsrc\s*\(|expression\s*\(|behavior\s*:|-moz-binding/i;
const CSS_URL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gis;
/** A value that may carry CSS able to load something, checked by `isSafeCss`. */
const CSS_SUSPECT = /url\s*\(|@import|\\|expression|image-set|behavior|binding/i;
const SCRIPT_SCHEME = /javascript:|vbscript:/i;
/** DOMPurify's test of a value that could be a link: no scheme, or a harmless one. */
const HARMLESS_LINK =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: DOMPurify strips these control characters before its link test.
const LINK_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** Text that an HTML parser would read as markup if the file were ever pasted into a page. */
const MARKUP_IN_TEXT = /<[/\w!]/;
/** An attribute value that would close a comment, a CDATA section or a raw-text element around it. */
const VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const DATA_OR_ARIA = /^(data-[-\w.\u00B7-\uFFFF]+|aria-[-\w]+)$/;
/** The entity declarations of a DTD internal subset, read as jsdom reads them (Illustrator's namespace entities). */
const ENTITY_DECLARATION = /<!ENTITY ([^ ]+) "([^"]+)">/g;

/** Longest DTD internal subset accepted (Illustrator's namespace entities take a few hundred characters). */
const MAX_INTERNAL_SUBSET = 4096;

/** Most elements an SVG may have: far more than a logo has; a file of a million tiny shapes is refused early. */
export const MAX_SVG_ELEMENTS = 10_000;

function isSafeReference(value: string): boolean {
  const target = value.trim();
  return SAFE_FRAGMENT.test(target) || SAFE_DATA_IMAGE.test(target);
}

/**
 * CSS (a `style` attribute, a presentation attribute or a `<style>` sheet) is kept only when every `url()`
 * points inside the file and nothing else can load: escapes are refused outright because `\75 rl(` is
 * `url(` to a browser but not to a pattern.
 */
function isSafeCss(css: string): boolean {
  if (css.includes('\\') || CSS_LOADERS.test(css)) return false;
  for (const match of css.matchAll(CSS_URL)) if (!isSafeReference(match[2] ?? '')) return false;
  // An unclosed `url(` would still fetch in a lenient parser.
  return !/url\s*\(/i.test(css.replace(CSS_URL, ''));
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');

/** The name an attribute is written with, or undefined when the element may not keep it. */
function keptAttributeName(element: string, attribute: SaxesAttributeNS): string | undefined {
  const { uri, prefix, local, value } = attribute;
  // The root is given its namespaces afresh; no other element declares any.
  if (prefix === 'xmlns' || (prefix === '' && local === 'xmlns')) return undefined;
  let name: string;
  if (uri === '') name = local;
  else if (uri === XLINK_NAMESPACE && prefix === 'xlink' && (local === 'href' || local === 'title'))
    name = attribute.name;
  else if (uri === XML_NAMESPACE && (local === 'id' || local === 'space')) name = attribute.name;
  else return undefined;
  const lowerName = name.toLowerCase();
  const lowerLocal = local.toLowerCase();
  if (uri === '' && !ALLOWED_SVG_ATTRIBUTES.has(lowerName) && !DATA_OR_ARIA.test(lowerName)) return undefined;
  if (lowerLocal.startsWith('on') || VALUE_BREAKOUT.test(value) || SCRIPT_SCHEME.test(value))
    return undefined;
  if (lowerName === 'attributename' && value.includes('href')) return undefined;
  if (lowerLocal === 'href') {
    const target = value.trim();
    // A link stays inside the file; only `<image>` may embed a PNG or JPEG.
    return SAFE_FRAGMENT.test(target) || (element === 'image' && SAFE_DATA_IMAGE.test(target))
      ? name
      : undefined;
  }
  if (CSS_SUSPECT.test(value) && !isSafeCss(value)) return undefined;
  if (URI_SAFE_SVG_ATTRIBUTES.has(lowerName) || DATA_OR_ARIA.test(lowerName)) return name;
  return HARMLESS_LINK.test(value.replace(LINK_WHITESPACE, '')) || value === '' ? name : undefined;
}

/** An element being written: where its output starts, so that it can be taken back whole. */
interface OpenElement {
  name: string;
  start: number;
  closedParentTag: boolean;
  isEmpty: boolean;
  hasElementChild: boolean;
  hasCdata: boolean;
  text: string;
}

function refuseCrowdedOrExpanding(source: string) {
  let elementCount = 0;
  for (const _ of source.matchAll(/<[A-Za-z]/g)) {
    if (++elementCount > MAX_SVG_ELEMENTS) {
      throw new NotAnSvgError(
        `This SVG has more than ${MAX_SVG_ELEMENTS.toLocaleString('en')} elements: simplify it, or upload it as a PNG`,
      );
    }
  }
  // Illustrator declares namespace entities in an internal DTD subset; a long one is a quadratic-blowup attempt.
  const internalSubset = /<!DOCTYPE[^[>]*\[([\s\S]*?)\]\s*>/i.exec(source.slice(0, 64 * 1024));
  if (internalSubset && (internalSubset[1] ?? '').length > MAX_INTERNAL_SUBSET) throw new NotAnSvgError();
}

/**
 * Cleans an uploaded SVG so it can be stored, shown in `<img>` or opened directly, and rasterised, in one
 * streaming pass over the XML (no DOM: a DOM of a large logo took seconds). An allow-list keeps DOMPurify's SVG
 * profile of elements and attributes; scripts, `<foreignObject>`, unknown and foreign-namespace elements go with
 * their content, event handlers and `javascript:` go; links may only point to `#fragment` (or a PNG/JPEG
 * `data:` image on `<image>`), and CSS may not load anything (`@import`, `url(http…)`). Comments, processing
 * instructions and the doctype are dropped. Case (`viewBox`, `linearGradient`) survives. Throws `NotAnSvgError`
 * for text that is not a well-formed SVG document.
 */
export function sanitiseSvg(text: string): string {
  const source = text.replace(/^\uFEFF/, '');
  refuseCrowdedOrExpanding(source);
  // As jsdom reads XML: namespaces on, every document read as XML 1.0.
  const parser = new SaxesParser({ xmlns: true, defaultXMLVersion: '1.0', forceXMLVersion: true });
  const output: string[] = [];
  const open: OpenElement[] = [];
  /** Depth inside an element that is being dropped with its content (0: writing). */
  let skipping = 0;
  let rootSeen = false;
  let rootWithoutNamespace = false;
  let usesXlink = false;
  let declaresXlink = false;

  /** Before an element's first child is written, its start tag is closed. */
  const openParent = () => {
    const parent = open[open.length - 1];
    if (parent?.isEmpty) {
      output.push('>');
      parent.isEmpty = false;
    }
    return parent;
  };

  parser.on('doctype', (doctype) => {
    for (const [, name, value] of doctype.matchAll(ENTITY_DECLARATION))
      if (name && value !== undefined && !(name in parser.ENTITIES)) parser.ENTITIES[name] = value;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (!rootSeen) {
      rootSeen = true;
      if (tag.local !== 'svg') throw new NotAnSvgError();
      if (tag.uri !== SVG_NAMESPACE) {
        // Browsers render an SVG without `xmlns` inline but not as an image file: it is given the namespace.
        if (tag.uri !== '' || tag.prefix) throw new NotAnSvgError();
        rootWithoutNamespace = true;
        throw new NotAnSvgError();
      }
    }
    // saxes closes a self-closing element too, so every dropped element counts once each way.
    if (skipping > 0) {
      skipping += 1;
      return;
    }
    const parent = open[open.length - 1];
    if (parent) parent.hasElementChild = true;
    const name = tag.name;
    if (tag.uri !== SVG_NAMESPACE || tag.prefix !== '' || !ALLOWED_SVG_ELEMENTS.has(name.toLowerCase())) {
      skipping = 1;
      return;
    }
    // Taken back whole if it turns out unsafe, with the `>` it put after an empty parent's start tag.
    const start = output.length;
    const closedParentTag = parent?.isEmpty === true;
    openParent();
    let startTag = `<${name}`;
    if (open.length === 0) {
      startTag += ` xmlns="${SVG_NAMESPACE}"`;
      // The namespace of `xlink:href`, kept where the file declares it (and added below where it does not).
      if (tag.attributes['xmlns:xlink']?.value === XLINK_NAMESPACE) {
        startTag += ` xmlns:xlink="${XLINK_NAMESPACE}"`;
        declaresXlink = true;
      }
    }
    for (const attribute of Object.values(tag.attributes)) {
      const kept = keptAttributeName(name, attribute);
      if (kept === undefined) continue;
      if (kept.startsWith('xlink:')) usesXlink = true;
      startTag += ` ${kept}="${escapeAttribute(attribute.value)}"`;
    }
    output.push(startTag);
    open.push({
      name,
      start,
      closedParentTag,
      isEmpty: true,
      hasElementChild: false,
      hasCdata: false,
      text: '',
    });
  });
  parser.on('closetag', () => {
    if (skipping > 0) {
      skipping -= 1;
      return;
    }
    const element = open.pop();
    if (!element) return;
    const isUnsafe =
      (element.name === 'style' && !isSafeCss(element.text)) ||
      // Markup in a CDATA section is how an SVG pasted into HTML breaks out (DOMPurify's SAFE_FOR_XML rule).
      (element.hasCdata && !element.hasElementChild && MARKUP_IN_TEXT.test(element.text));
    if (isUnsafe) {
      output.length = element.start;
      const parent = open[open.length - 1];
      if (parent && element.closedParentTag) parent.isEmpty = true;
      return;
    }
    output.push(element.isEmpty ? '/>' : `</${element.name}>`);
  });
  const onText = (content: string, isCdata: boolean) => {
    if (skipping > 0 || open.length === 0) return;
    const element = openParent()!;
    element.text += content;
    if (isCdata) element.hasCdata = true;
    output.push(escapeText(content));
  };
  parser.on('text', (content) => onText(content, false));
  parser.on('cdata', (content) => onText(content, true));
  parser.on('error', () => {
    throw new NotAnSvgError();
  });

  try {
    parser.write(source).close();
  } catch (error) {
    if (rootWithoutNamespace) {
      const withNamespace = source.replace(/<svg(?=[\s>/])/, `<svg xmlns="${SVG_NAMESPACE}"`);
      if (withNamespace === source) throw new NotAnSvgError();
      return sanitiseSvg(withNamespace);
    }
    if (error instanceof NotAnSvgError) throw error;
    throw new NotAnSvgError();
  }
  if (!rootSeen || output.length === 0) throw new NotAnSvgError();
  if (usesXlink && !declaresXlink)
    output[0] = output[0]!.replace(/^<svg xmlns="[^"]*"/, `$& xmlns:xlink="${XLINK_NAMESPACE}"`);
  return output.join('');
}
