#!/usr/bin/env node
// Prints the compressed JavaScript the first pages a user sees load: the entry chunk, the lazy chunks of
// the page (layout and route) and everything those import statically. Run after `npm run build`.
// Budget (ARCHITECTURE.md): under 250 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const assets = fs.readdirSync(path.join(dist, 'assets'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html: run npm run build first');

/** The chunk and every chunk it imports statically (`import ... from "./x.js"`, not `import("./x.js")`). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    closure(path.join('assets', match[1]), seen);
  }
  return seen;
}

function chunk(name) {
  const file = assets.find((asset) => asset.startsWith(`${name}-`) && asset.endsWith('.js'));
  if (!file) throw new Error(`No chunk named ${name}`);
  return path.join('assets', file);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pages = {
  'entry only': [],
  '/login (a visitor)': ['login-page'],
  '/overview (after sign-in)': ['main-layout', 'overview-page'],
  '/cart': ['main-layout', 'cart-page'],
  '/admin (provider console)': ['admin-layout', 'admin-orders-page'],
};
for (const [page, chunks] of Object.entries(pages)) {
  const files = new Set();
  for (const start of [entry, ...chunks.map(chunk)]) closure(start, files);
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(bytes).length;
  }
  console.log(
    `${page.padEnd(28)} ${String(files.size).padStart(3)} files ${kb(gzip).padStart(10)} gzip ${kb(brotli).padStart(10)} brotli`,
  );
}
console.log('budget: 250 KB gzip for the first page a user sees');
