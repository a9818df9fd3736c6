import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { NotAnSvgError } from './not-an-svg-error.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

export { NotAnSvgError };

/** A link target an SVG may keep: a fragment inside the same file, or an embedded PNG/JPEG. */
const SAFE_FRAGMENT = /^#[^\s'"()<>\\]*$/;
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g);base64,[a-z0-9+/=\s]*$/i;
/** CSS that can fetch or run something: `@import`, `image-set(`, `src(`, `expression(`, `behavior:`. */
const CSS_LOADERS = /@import|image-set\s*\(|\bsrc\s*\(|expression\s*\(|behavior\s*:|-moz-binding/i;
const CSS_URL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gis;

/** Longest DTD internal subset accepted (Illustrator's namespace entities take a few hundred characters). */
const MAX_INTERNAL_SUBSET = 4096;

/**
 * Most elements an SVG may have. jsdom needs about 0.25 ms and 20 KB per element, so 10,000 (far more than a
 * logo has) costs a couple of seconds; a 10 MB file of tiny shapes would otherwise take a minute and gigabytes.
 */
export const MAX_SVG_ELEMENTS = 10_000;

/** One jsdom window for every call: creating a window costs milliseconds, parsing with it does not. */
let shared: { window: JSDOM['window']; purifier: DOMPurify } | undefined;

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

function createPurifier(window: JSDOM['window']): DOMPurify {
  const purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (name === 'href' || name.endsWith(':href')) {
      const target = value.trim();
      const embedsImage = node.localName === 'image' && SAFE_DATA_IMAGE.test(target);
      if (SAFE_FRAGMENT.test(target) || embedsImage) {
        // DOMPurify's own URI check would drop `data:` on `<image>` in some versions; the rule above is stricter.
        data.forceKeepAttr = embedsImage ? true : undefined;
      } else {
        data.keepAttr = false;
      }
      return;
    }
    if (/url\s*\(|@import|\\|expression|image-set|behavior|binding/i.test(value) && !isSafeCss(value)) {
      data.keepAttr = false;
    }
  });
  return purifier;
}

function sharedPurifier() {
  if (!shared) {
    const { window } = new JSDOM('');
    shared = { window, purifier: createPurifier(window) };
  }
  return shared;
}

/**
 * Cleans an uploaded SVG so it can be stored, shown in `<img>` or opened directly, and rasterised:
 * DOMPurify's SVG profile removes scripts, `<foreignObject>`, event handlers and `javascript:`; on top of it
 * links may only point to `#fragment` (or a PNG/JPEG `data:` image on `<image>`), and CSS may not load
 * anything (`@import`, `url(http…)`). The document is parsed as XML, so case (`viewBox`, `linearGradient`)
 * survives. Throws `NotAnSvgError` for text that is not an SVG document.
 */
export function sanitiseSvg(text: string): string {
  const { window, purifier } = sharedPurifier();
  const source = text.replace(/^\uFEFF/, '');
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
  const document = new window.DOMParser().parseFromString(source, 'image/svg+xml');
  const root = document.documentElement;
  if (!root || root.getElementsByTagName('parsererror').length > 0 || root.localName === 'parsererror')
    throw new NotAnSvgError();
  if (root.localName !== 'svg') throw new NotAnSvgError();
  if (root.namespaceURI !== SVG_NAMESPACE) {
    // Browsers render an SVG without `xmlns` inline but not as an image file: give it the namespace and retry.
    if (root.namespaceURI !== null || root.prefix) throw new NotAnSvgError();
    const withNamespace = source.replace(/<svg(?=[\s>/])/, `<svg xmlns="${SVG_NAMESPACE}"`);
    if (withNamespace === source) throw new NotAnSvgError();
    return sanitiseSvg(withNamespace);
  }

  // The prolog's processing instructions (`<?xml-stylesheet href=…?>`) and doctype sit outside the root:
  // only the root element is serialised, so they are dropped.
  purifier.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'foreignobject', 'script', 'iframe', 'embed', 'object'],
    // `<use>` is off in DOMPurify's profile because it can pull in other files; the href rule above keeps it
    // to fragments of this file, and logos reuse shapes with it.
    ADD_TAGS: ['use'],
    // An unknown SVG element does not render its children, so keeping them would only keep script text.
    KEEP_CONTENT: false,
    SAFE_FOR_XML: true,
  });

  // Belt and braces after DOMPurify: nothing that can run or reach out may remain. One walk over the tree
  // (jsdom's live collections make repeated lookups quadratic on logos with thousands of paths).
  const pending: Element[] = [root];
  for (let element = pending.pop(); element; element = pending.pop()) {
    if (element.localName === 'style' && !isSafeCss(element.textContent ?? '')) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) element.removeAttributeNode(attribute);
      else if ((name === 'href' || name.endsWith(':href')) && !isSafeReference(attribute.value))
        element.removeAttributeNode(attribute);
      else if (/javascript:|vbscript:/i.test(attribute.value)) element.removeAttributeNode(attribute);
    }
    for (let child = element.lastElementChild; child; child = child.previousElementSibling)
      pending.push(child);
  }

  const clean = new window.XMLSerializer().serializeToString(root);
  if (!/^<svg[\s>/]/.test(clean)) throw new NotAnSvgError();
  return clean;
}
