// P11: uploading a 5 MB PNG and a 500 KB SVG artwork through Livery's server (a process of its own), next to
// the least the work can cost, measured here in the same run: writing the same bytes to a file and a bare sharp
// thumbnail of them. While the uploads run, the server's event-loop delay is read off its /metrics (the p99
// since the previous scrape), so a slow upload that blocks every other buyer shows.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { METRICS_TOKEN, startDemoLivery } from '../lib/processes.ts';
import { ratioText } from '../lib/table.ts';

const THUMBNAIL_SIZE = 300;

/** Noise does not compress: about 1,290 x 1,290 random pixels make a PNG of about 5 MB (580 x 580, 1 MB). */
async function noisePng(side: number): Promise<Buffer> {
  const pixels = randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A logo-like SVG of about 500 KB: many small shapes in a few colours; each variant differs in one colour. */
function halfMegabyteSvg(variant: number): Buffer {
  const colours = ['#0a2540', '#f5a623', '#d0021b', '#7ed321'];
  const shapes: string[] = [];
  // The length is kept as shapes are added: joining them all to measure each time took minutes on a busy machine.
  for (let index = 0, length = 0; length < 500_000; index += 1) {
    const x = (index * 37) % 1000;
    const y = (index * 91) % 1000;
    const shape = `<path d="M${x} ${y} l${(index % 40) + 5} ${(index % 25) + 3} l-${(index % 17) + 4} ${(index % 31) + 6} z" fill="${colours[index % colours.length]}"/>`;
    shapes.push(shape);
    length += shape.length;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000"><rect width="10" height="10" fill="#${variant.toString(16).padStart(6, '0')}"/>${shapes.join('')}</svg>`,
  );
}

/** The least an upload can cost: the bytes written to a file, and a thumbnail drawn from them. */
async function bareMs(bytes: Buffer, folder: string, svg: boolean): Promise<number> {
  const started = performance.now();
  fs.writeFileSync(path.join(folder, `anchor-${Math.random()}`), bytes);
  await sharp(bytes, svg ? { density: 72 } : {})
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside' })
    .png()
    .toBuffer();
  return performance.now() - started;
}

async function eventLoopP99Ms(base: string): Promise<number> {
  const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await answer.text();
  const value = /^nodejs_eventloop_lag_p99_seconds ([\d.e+-]+)$/m.exec(text)?.[1];
  if (value === undefined) throw new Error('the server reports no event-loop delay');
  return Number(value) * 1000;
}

/**
 * CPU milliseconds the server's event-loop thread has used (its task id is the process id), from /proc: what the
 * uploads cost the thread every other request waits on, which a loaded machine inflates far less than the delay.
 */
function eventLoopThreadCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const p11: Scenario = async ({ quick }) => {
  const livery = await startDemoLivery(quick, { METRICS_TOKEN });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-p11-'));
  const rows: BenchRow[] = [];
  try {
    // Made before signing in: a session's connection left idle while they are made may be closed under it. Each
    // upload sends bytes of its own (a warm-up, then two blocks of runs): the server finds an artwork placed again
    // by its bytes and answers it without drawing it, which is not what this row measures.
    const runs = quick ? 1 : 10;
    const uploadsEach = 1 + 2 * runs;
    const pngSide = quick ? 580 : 1_290; // Quick (CI) proves the path with a 1 MB PNG; the full run's is about 5 MB.
    const files = [
      {
        name: 'logo.png',
        type: 'image/png',
        variants: await Promise.all(Array.from({ length: uploadsEach }, () => noisePng(pngSide))),
        svg: false,
      },
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        variants: Array.from({ length: uploadsEach }, (_, variant) => halfMegabyteSvg(variant)),
        svg: true,
      },
    ];
    const signedIn = await fetch(`${livery.url}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@demo.test', password: 'livery-demo' }),
    });
    if (!signedIn.ok) throw new Error(`the demo buyer could not sign in: ${signedIn.status}`);
    const headers = {
      'access-token': signedIn.headers.get('access-token') ?? '',
      client: signedIn.headers.get('client') ?? '',
      uid: signedIn.headers.get('uid') ?? '',
    };
    for (const file of files) {
      const unsent = [...file.variants];
      const upload = async (bytes = unsent.shift()!) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type }), file.name);
        const started = performance.now();
        const answer = await fetch(`${livery.url}/api/artwork_files`, {
          method: 'POST',
          headers,
          body: form,
        });
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`${file.name} upload answered ${answer.status}`);
        return performance.now() - started;
      };
      await upload(); // warm-up: sharp's and the SVG worker's first use
      await bareMs(file.variants[0]!, folder, file.svg);
      await eventLoopP99Ms(livery.url); // starts the delay window afresh
      const cpuBefore = eventLoopThreadCpuMs(livery.pid);
      // The event-loop delay over uploads back to back (the server busy throughout) ...
      for (let run = 0; run < runs; run += 1) await upload();
      const cpuAfter = eventLoopThreadCpuMs(livery.pid);
      const delayP99 = await eventLoopP99Ms(livery.url);
      const cpuText =
        cpuBefore === undefined || cpuAfter === undefined
          ? ''
          : `; event-loop thread CPU ${((cpuAfter - cpuBefore) / runs).toFixed(0)} ms per upload`;
      // ... and the time of each upload next to its anchor, interleaved, so that a burst of load on the shared
      // machine falls on both alike (in two blocks, the ratio ranged 1.2-7.6x on the same build).
      const uploads: number[] = [];
      const anchors: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const bytes = unsent[0]!;
        uploads.push(await upload());
        anchors.push(await bareMs(bytes, folder, file.svg));
      }
      const ratio = median(uploads) / median(anchors);
      rows.push({
        scenario: `P11 upload a ${(file.variants[0]!.length / 1024 / 1024).toFixed(2)} MB ${file.svg ? 'SVG' : 'PNG'} artwork`,
        figure: `${median(uploads).toFixed(0)} ms median of ${runs}; event-loop delay p99 ${delayP99.toFixed(1)} ms${cpuText}`,
        anchor: `file write + bare sharp thumbnail: ${median(anchors).toFixed(0)} ms`,
        ratio: ratioText(ratio),
        target: '<= 1.5x; event-loop delay p99 <= 20 ms',
        pass: ratio <= 1.5 && delayP99 <= 20,
      });
    }
  } finally {
    await livery.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return rows;
};

export default p11;
