// P8: the JavaScript the first pages load (the entry chunk, the page's chunks and everything they import
// statically), gzip-compressed, read off the production build. Lighthouse is not run yet.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { REPOSITORY_ROOT } from '../lib/processes.ts';

const DIST = path.join(REPOSITORY_ROOT, 'apps/web/dist');
const PAGES = [
  { page: '/login', chunks: ['login-page'], budgetKb: 120 },
  { page: '/overview (cold)', chunks: ['main-layout', 'overview-page'], budgetKb: 300 },
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

const p8: Scenario = async () => {
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
  const entry = /src="\/(assets\/[^"]+\.js)"/.exec(fs.readFileSync(indexHtml, 'utf8'))?.[1] ?? '';
  const assets = fs.readdirSync(path.join(DIST, 'assets'));
  const chunkFile = (name: string) => {
    const file = assets.find((asset) => asset.startsWith(`${name}-`) && asset.endsWith('.js'));
    if (!file) throw new Error(`no chunk named ${name} in the build`);
    return path.join('assets', file);
  };
  const rows: BenchRow[] = PAGES.map(({ page, chunks, budgetKb }) => {
    const files = new Set<string>();
    for (const start of [entry, ...chunks.map(chunkFile)]) closure(start, files);
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
  rows.push({
    scenario: 'P8 Lighthouse performance, desktop and mobile',
    figure: 'not run yet',
    anchor: '',
    ratio: '',
    target: '>= 95 desktop, >= 90 mobile',
    pass: null,
  });
  return rows;
};

export default p8;
