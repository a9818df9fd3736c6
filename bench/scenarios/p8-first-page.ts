// P8: the JavaScript the first pages load (the entry chunk, the page's chunks and everything they import
// statically), gzip-compressed, read off the production build; and Lighthouse's performance score of /login and
// of /overview (signed in, nothing cached), desktop and mobile, in Debian's Chromium against Livery's own server.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { REPOSITORY_ROOT, startDemoLivery } from '../lib/processes.ts';
import { signInCookie } from '../lib/sign-in.ts';

const DIST = path.join(REPOSITORY_ROOT, 'apps/web/dist');
const PAGES = [
  // The entry shows /login by itself; every other page loads the app shell (antd, the router) from it.
  { page: '/login', chunks: [], budgetKb: 120 },
  { page: '/overview (cold)', chunks: ['app-shell', 'main-layout', 'overview-page'], budgetKb: 300 },
];

/** The chunk and every chunk it imports statically (`import ... from "./x.js"`, not `import("./x.js")`). */
function closure(file: string, seen: Set<string>): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(DIST, file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    closure(path.join('assets', match[1] ?? ''), seen);
  }
  return seen;
}

const CHROMIUM = '/usr/bin/chromium';
/** Issue 23 item 7: mobile >= 90 on /login, >= 80 on /overview (antd's app shell); desktop >= 95 on both. */
const LIGHTHOUSE_PAGES = [
  { page: '/login', signedIn: false, mobileTarget: 90 },
  { page: '/overview', signedIn: true, mobileTarget: 80 },
];
const DESKTOP_TARGET = 95;

/** Lighthouse's performance score (0-100) of one page in a fresh headless Chromium. */
async function performanceScore(
  url: string,
  formFactor: 'desktop' | 'mobile',
  cookie?: object,
): Promise<number | string> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (cookie) {
      // The cookie goes in through the DevTools protocol, so no page of the app is loaded (and cached) first.
      const { chromium } = await import('playwright-core');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser
        .contexts()[0]
        ?.addCookies([
          cookie as Parameters<import('playwright-core').BrowserContext['addCookies']>[0][number],
        ]);
      await browser.close();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the session cookie; the cache is empty anyway in a fresh browser.
        disableStorageReset: Boolean(cookie),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const shown = result?.lhr.finalDisplayedUrl ?? '';
    if (new URL(shown).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}`);
    const score = result?.lhr.categories.performance?.score;
    if (typeof score === 'number') return Math.round(score * 100);
    // Lighthouse names why it could not score (NO_FCP, PROTOCOL_TIMEOUT...): on a slow machine that is a
    // measurement that did not happen, told as such, not a crash of the suite.
    const reason = result?.lhr.runtimeError?.code ?? 'no reason given';
    return `no score (${reason})`;
  } finally {
    chrome.kill();
  }
}

/** A score, or why there is none after a second try (the first run on a cold, loaded machine may time out). */
async function scoreWithOneRetry(
  url: string,
  formFactor: 'desktop' | 'mobile',
  cookie?: object,
): Promise<number | string> {
  const first = await performanceScore(url, formFactor, cookie);
  return typeof first === 'number' ? first : performanceScore(url, formFactor, cookie);
}

async function lighthouseRows(quick: boolean): Promise<BenchRow[]> {
  if (!fs.existsSync(CHROMIUM)) {
    return [
      {
        scenario: 'P8 Lighthouse performance',
        figure: `needs ${CHROMIUM}`,
        anchor: '',
        ratio: '',
        target: `>= ${DESKTOP_TARGET} desktop, >= 80-90 mobile`,
        pass: null,
      },
    ];
  }
  const livery = await startDemoLivery(quick, { WEB_DIST_DIR: DIST });
  try {
    const rows: BenchRow[] = [];
    // Quick (CI) keeps the suite alive on the sign-in page alone; the full run measures both.
    for (const { page, signedIn, mobileTarget } of quick ? LIGHTHOUSE_PAGES.slice(0, 1) : LIGHTHOUSE_PAGES) {
      const cookie = signedIn ? await signInCookie(livery.url, 'buyer@demo.test') : undefined;
      const desktop = await scoreWithOneRetry(`${livery.url}${page}`, 'desktop', cookie);
      const mobile = await scoreWithOneRetry(`${livery.url}${page}`, 'mobile', cookie);
      rows.push({
        scenario: `P8 Lighthouse performance ${page}${signedIn ? ' (signed in, cold)' : ''}`,
        figure: `desktop ${desktop}, mobile ${mobile}`,
        anchor: '',
        ratio: '',
        target: `>= ${DESKTOP_TARGET} desktop, >= ${mobileTarget} mobile`,
        pass:
          typeof desktop === 'number' && typeof mobile === 'number'
            ? desktop >= DESKTOP_TARGET && mobile >= mobileTarget
            : false,
      });
    }
    return rows;
  } finally {
    await livery.stop();
  }
}

const p8: Scenario = async ({ quick }) => {
  const indexHtml = path.join(DIST, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    return [
      {
        scenario: 'P8 first-page JavaScript',
        figure: 'no production build (npm run build first)',
        anchor: '',
        ratio: '',
        target: '/login <= 120 KB, /overview <= 300 KB gzip',
        pass: null,
      },
    ];
  }
  // Every script index.html loads: the entry and the small one that preloads the app shell off the sign-in pages.
  const entries = [...fs.readFileSync(indexHtml, 'utf8').matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const assets = fs.readdirSync(path.join(DIST, 'assets'));
  const chunkFile = (name: string) => {
    const file = assets.find((asset) => asset.startsWith(`${name}-`) && asset.endsWith('.js'));
    if (!file) throw new Error(`no chunk named ${name} in the build`);
    return path.join('assets', file);
  };
  const rows: BenchRow[] = PAGES.map(({ page, chunks, budgetKb }) => {
    const files = new Set<string>();
    for (const start of [...entries, ...chunks.map(chunkFile)]) closure(start, files);
    let gzip = 0;
    for (const file of files)
      gzip += zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    const kb = gzip / 1024;
    return {
      scenario: `P8 ${page} first-load JavaScript`,
      figure: `${kb.toFixed(1)} KB gzip in ${files.size} files`,
      anchor: '',
      ratio: '',
      target: `<= ${budgetKb} KB gzip`,
      pass: kb <= budgetKb,
    };
  });
  rows.push(...(await lighthouseRows(quick)));
  return rows;
};

export default p8;
