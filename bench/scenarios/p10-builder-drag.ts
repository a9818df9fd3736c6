// P10: the product builder's face (its `DesignCanvas`, bundled from the source as the builder mounts it) with 200
// placed artworks, one of them dragged round the print area by Chromium's mouse (Playwright, Debian's Chromium):
// the page's frames per second meanwhile, counted with requestAnimationFrame. The same-run anchor is the same drag
// over a bare Fabric canvas with the same 200 images at the same boxes (no React, no clamping to the print area).
// The API keeps a saved face to 50 artworks; the builder's canvas itself has no cap, so the row loads it harder.
import fs from 'node:fs';
import http from 'node:http';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { Box } from '../../packages/domain/src/builder-geometry.ts';
import { bundleBenchPage } from '../lib/bench-page.ts';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { freePort } from '../lib/processes.ts';
import type { Placement } from '../pages/builder-face.tsx';

const CHROMIUM = '/usr/bin/chromium';
const OBJECTS = 200;
const TARGET_FPS = 55;
/** A front print area of the demo catalogue's size, canvas pixels. */
const BOUNDS: Box = { left: 160, top: 110, width: 330, height: 430 };
const DISTINCT_IMAGES = 10;
const PAGE =
  '<!doctype html><meta charset="utf-8"><title>P10</title><div id="face" style="width:650px"></div>';

/** Small transparent PNG artworks, as uploads are stored (a logo on a clear ground). */
function artworkImages(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: DISTINCT_IMAGES }, (_, index) => {
      const hue = index * 36;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120">
        <circle cx="60" cy="60" r="52" fill="hsl(${hue} 70% 45%)"/>
        <text x="60" y="72" font-size="36" text-anchor="middle" fill="#fff" font-family="sans-serif">L${index}</text></svg>`;
      return sharp(Buffer.from(svg)).png().toBuffer();
    }),
  );
}

/** 200 artworks of 48 px spread over the print area in a grid, overlapping as a crowded face does. */
function placements(): Placement[] {
  const columns = 10;
  const rows = Math.ceil(OBJECTS / columns);
  const size = 48;
  return Array.from({ length: OBJECTS }, (_, index) => ({
    url: `/art/${index % DISTINCT_IMAGES}.png`,
    box: {
      left: BOUNDS.left + ((index % columns) * (BOUNDS.width - size)) / (columns - 1),
      top: BOUNDS.top + (Math.floor(index / columns) * (BOUNDS.height - size)) / (rows - 1),
      width: size,
      height: size,
      angle: 0,
    },
  }));
}

async function startStaticServer(script: string, images: Buffer[]) {
  const port = await freePort();
  const server = http.createServer((request, answer) => {
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
    const send = (type: string, body: string | Buffer) =>
      answer.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=3600' }).end(body);
    if (pathname === '/bench.html') return send('text/html', PAGE);
    if (pathname === '/bench.js') return send('text/javascript', script);
    const image = /^\/art\/(\d+)\.png$/.exec(pathname);
    if (image && images[Number(image[1])]) return send('image/png', images[Number(image[1])]!);
    answer.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

interface DragFigures {
  fps: number;
  longestFrameMs: number;
}

/** One face in a fresh page, then one artwork dragged round a circle for `durationMs`, frames counted meanwhile. */
async function dragOnce(
  page: Page,
  base: string,
  face: 'builder' | 'bare',
  durationMs: number,
): Promise<DragFigures> {
  await page.goto(`${base}/bench.html`);
  await page.addScriptTag({ url: '/bench.js' });
  await page.evaluate(
    ({ face, placements, bounds }) => {
      const p10 = (globalThis as unknown as { p10: Record<string, (...args: unknown[]) => Promise<void>> })
        .p10;
      const host = document.getElementById('face')!;
      return face === 'builder'
        ? p10.mountBuilderFace!(host, placements, bounds)
        : p10.mountBareFabric!(host, placements);
    },
    { face, placements: placements(), bounds: BOUNDS },
  );
  // The objects are added as their (cached) images decode: let the face settle and draw.
  await page.waitForTimeout(500);
  const host = await page.locator('#face canvas').last().boundingBox();
  if (!host) throw new Error(`the ${face} face shows no canvas`);
  const centre = {
    x: host.x + BOUNDS.left + BOUNDS.width / 2,
    y: host.y + BOUNDS.top + BOUNDS.height / 2,
  };
  const p10 = 'globalThis.p10';
  const endedBefore = await page.evaluate<number>(`${p10}.dragsEnded()`);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.evaluate(`${p10}.countFrames()`);
  const started = performance.now();
  // Round and round a circle of 80 px, as fast as Chromium takes the moves (it hands them to the page per frame).
  while (performance.now() - started < durationMs) {
    const turn = ((performance.now() - started) / 1000) * 2 * Math.PI;
    await page.mouse.move(centre.x + 80 * Math.sin(turn), centre.y - 80 + 80 * Math.cos(turn));
  }
  const figures = await page.evaluate<DragFigures>(`${p10}.stopCountingFrames()`);
  await page.mouse.up();
  await page.waitForTimeout(50);
  if ((await page.evaluate<number>(`${p10}.dragsEnded()`)) !== endedBefore + 1)
    throw new Error(`the drag on the ${face} face moved no artwork`);
  return figures;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const p10: Scenario = async ({ quick }) => {
  const scenario = `P10 builder: dragging an artwork on a face with ${OBJECTS} artworks (Chromium)`;
  const target = `>= ${TARGET_FPS} fps`;
  if (!fs.existsSync(CHROMIUM))
    return [{ scenario, figure: `needs ${CHROMIUM}`, anchor: '', ratio: '', target, pass: null }];
  const [script, images] = await Promise.all([bundleBenchPage('builder-face.tsx'), artworkImages()]);
  const server = await startStaticServer(script, images);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const samples = quick ? 1 : 5;
    const durationMs = quick ? 1_500 : 3_000;
    const builder: DragFigures[] = [];
    const bare: DragFigures[] = [];
    // Taken in turn, so a burst of load elsewhere on the machine falls on both.
    for (let sample = 0; sample < samples; sample += 1) {
      builder.push(await dragOnce(page, server.url, 'builder', durationMs));
      bare.push(await dragOnce(page, server.url, 'bare', durationMs));
    }
    const fps = median(builder.map((figures) => figures.fps));
    const bareFps = median(bare.map((figures) => figures.fps));
    const longest = median(builder.map((figures) => figures.longestFrameMs));
    const bareLongest = median(bare.map((figures) => figures.longestFrameMs));
    return [
      {
        scenario,
        figure: `${fps.toFixed(1)} fps, longest frame ${longest.toFixed(0)} ms (median of ${samples} drags of ${durationMs / 1000} s)`,
        anchor: `bare Fabric, same images: ${bareFps.toFixed(1)} fps, longest frame ${bareLongest.toFixed(0)} ms`,
        ratio: `${Math.round((fps / bareFps) * 100)} %`,
        target,
        pass: fps >= TARGET_FPS,
      } satisfies BenchRow,
    ];
  } finally {
    await browser.close();
    server.close();
  }
};

export default p10;
