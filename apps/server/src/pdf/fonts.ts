import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Fonts for text Helvetica cannot print. Noto Sans SC (Chinese, with Latin) and Noto Sans Thai (Thai, with
 * Latin) come as TTF files in npm packages, so nothing is fetched at run time; pdfkit embeds only the glyphs a
 * document uses, so an invoice stays a few kilobytes. Each file is read on first need and kept (SC is 10 MB).
 */
const FONT_FILES = {
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
} as const;
export type ExtraFont = keyof typeof FONT_FILES;

const require = createRequire(import.meta.url);
const loaded = new Map<ExtraFont, Promise<Buffer>>();

export function loadFont(font: ExtraFont): Promise<Buffer> {
  let bytes = loaded.get(font);
  if (!bytes) {
    bytes = readFile(require.resolve(FONT_FILES[font]));
    loaded.set(font, bytes);
  }
  return bytes;
}

const THAI = /[\u0E00-\u0E7F]/;
// CJK ideographs, punctuation, kana, Hangul and full-width forms.
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[\u{20000}-\u{2FA1F}]/u;
// Anything beyond Latin-1 that Helvetica (WinAnsi) would print as garbage.
const BEYOND_LATIN = /[^\t\n\r -\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]/;

/** The font a piece of text needs: Thai, CJK (also for other non-Latin text), or null for Helvetica. */
export function fontFor(text: string): ExtraFont | null {
  if (THAI.test(text)) return 'thai';
  if (CJK.test(text) || BEYOND_LATIN.test(text)) return 'cjk';
  return null;
}

/** A piece of text and the font it needs (null: whichever font the text around it uses). */
export interface FontRun {
  font: ExtraFont | null;
  text: string;
}

/**
 * Splits text where its script changes, so '海港 · โรงแรม' prints each part in a font that has it. Latin
 * characters join the run before them (both Noto fonts carry Latin), so a name is cut as little as possible.
 */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const font = fontFor(char);
    const last = runs[runs.length - 1];
    if (last && (font === null || font === last.font)) last.text += char;
    else if (
      last &&
      last.font === null &&
      font !== null &&
      runs.length === 1 &&
      /^[\s\p{P}]*$/u.test(last.text)
    )
      Object.assign(last, { font, text: last.text + char });
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Registers on the document every Noto font that any of the texts needs (each once). */
export async function registerFontsFor(doc: PDFKit.PDFDocument, texts: readonly string[]): Promise<void> {
  const registered = new Set<ExtraFont>();
  for (const { font } of texts.flatMap(fontRuns)) {
    if (font && !registered.has(font)) {
      doc.registerFont(font, await loadFont(font));
      registered.add(font);
    }
  }
}

/**
 * Left-aligned text that may mix scripts, each run in a font that has it. One script wraps within the width;
 * mixed runs are set side by side on one line (pdfkit's `continued` sets lazily and would print every run
 * in the last font). The fonts it needs must have been registered (`registerFontsFor`).
 */
export function writeMixedScripts(
  doc: PDFKit.PDFDocument,
  text: string,
  bold: boolean,
  options: PDFKit.Mixins.TextOptions,
  at: { x: number; y: number },
): void {
  const runs = fontRuns(text);
  const base = bold ? 'Helvetica-Bold' : 'Helvetica';
  if (runs.length <= 1) {
    doc.font(runs[0]?.font ?? base).text(text, at.x, at.y, options);
    return;
  }
  let x = at.x;
  let height = 0;
  for (const run of runs) {
    doc.font(run.font ?? base);
    doc.text(run.text, x, at.y, { lineBreak: false });
    x += doc.widthOfString(run.text);
    height = Math.max(height, doc.currentLineHeight(true));
  }
  doc.x = at.x;
  doc.y = at.y + height;
}
