import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import { savedProducts } from '../../db/schema.ts';
import { TEST_FACES } from '../../test/builder-test-faces.ts';
import { createBuyer, createProduct, createSavedProduct, createUser, signIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { runJobsNow } from '../../test/run-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

async function upload(
  headers: Headers,
  fileName: string,
  data: Buffer | string,
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, data: value })),
    { name: 'file', fileName, data },
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/artwork_files',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const fetchFile = (url: string) => testApp.app.inject({ method: 'GET', url });

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
  '<rect width="400" height="200" fill="#1f3a5f"/><circle cx="200" cy="100" r="80" fill="#f5b700"/></svg>';

/** The logo in another colour: a different file, so a different artwork. */
const logoSvgIn = (fill: string) => LOGO_SVG.replace('#f5b700', fill);

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#d33' } })
    .png()
    .toBuffer();
const jpgOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a3' } })
    .jpeg()
    .toBuffer();

async function signedInBuyer() {
  const buyer = await createBuyer(testApp.database.db);
  return { ...buyer, headers: await signIn(testApp.app, buyer.user.email) };
}

describe('artwork upload', () => {
  it('stores an SVG with its title from the file name, its viewBox size, screenprint, and a PNG thumbnail drawn by its job', async () => {
    const buyer = await signedInBuyer();
    const response = await upload(buyer.headers, 'Harbour Logo.svg', LOGO_SVG, {
      team_id: String(buyer.team.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      title: 'Harbour Logo',
      extension: 'svg',
      width_px: 400,
      height_px: 200,
      colors_count: 2,
      finishing: 'screenprint',
      print_size: 'a4',
      user_id: buyer.user.id,
      team_id: buyer.team.id,
      team_name: buyer.team.name,
    });
    expect(data.file_url).toMatch(/^\/api\/files\/artworks\/[0-9a-f]{32}\.svg\?/);
    expect(data.photo_options).toEqual({ thumb_url: data.thumb_url, file_url: data.file_url });
    // Until the thumbnail job has run, the thumbnail is the file itself.
    expect(data.thumb_url).toBe(data.file_url);

    expect((await runJobsNow(testApp)).outcomes.drawn).toBeGreaterThanOrEqual(1);
    const drawn = (
      await testApp.app.inject({ method: 'GET', url: `/api/photos/${data.uuid}`, headers: buyer.headers })
    ).json().data;
    expect(drawn.thumb_url).not.toBe(drawn.file_url);
    const thumb = await fetchFile(drawn.thumb_url);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    const thumbSize = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbSize.width ?? 0, thumbSize.height ?? 0)).toBe(300);

    const file = await fetchFile(data.file_url);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.body).toContain('viewBox="0 0 400 200"');
  });

  it('stores a PNG as DTG and a JPEG as digital, with their natural sizes', async () => {
    const buyer = await signedInBuyer();
    const png = await upload(buyer.headers, 'crest.png', await pngOf(640, 480));
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().data).toMatchObject({
      extension: 'png',
      finishing: 'dtg',
      width_px: 640,
      height_px: 480,
    });
    const jpg = await upload(buyer.headers, 'photo.JPEG', await jpgOf(120, 300));
    expect(jpg.statusCode, jpg.body).toBe(201);
    expect(jpg.json().data).toMatchObject({
      title: 'photo',
      extension: 'jpg',
      finishing: 'digital',
      width_px: 120,
      height_px: 300,
      team_id: null,
    });
    // A raster's thumbnail is drawn by the upload itself, from the same decode that read its colours.
    expect(jpg.json().data.thumb_url).not.toBe(jpg.json().data.file_url);
    const thumb = await fetchFile(jpg.json().data.thumb_url);
    expect(thumb.headers['content-type']).toBe('image/png');
    // A small raster is not blown up for its thumbnail.
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 120, height: 300 });
    const pngThumb = await fetchFile(png.json().data.thumb_url);
    expect(await sharp(pngThumb.rawPayload).metadata()).toMatchObject({ width: 300, height: 225 });
  });

  it('keeps one artwork when the same file is uploaded twice in the same team, and a copy per team', async () => {
    const buyer = await signedInBuyer();
    const first = await upload(buyer.headers, 'Crest.svg', LOGO_SVG);
    const again = await upload(buyer.headers, 'Crest copy.svg', LOGO_SVG);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.uuid).toBe(first.json().data.uuid);
    expect(again.json().data.title).toBe('Crest');

    const team = await insertTeam(testApp.database.db, {
      companyId: buyer.company.id,
      name: 'Front Office',
      creatorId: buyer.user.id,
    });
    const inTeam = await upload(buyer.headers, 'Crest.svg', LOGO_SVG, { team_id: String(team.id) });
    expect(inTeam.json().data.uuid).not.toBe(first.json().data.uuid);
    const other = await signedInBuyer();
    const foreign = await upload(other.headers, 'Crest.svg', LOGO_SVG);
    expect(foreign.json().data.uuid).not.toBe(first.json().data.uuid);

    const list = await testApp.app.inject({ method: 'GET', url: '/api/photos', headers: buyer.headers });
    expect(list.json().design_managers).toHaveLength(2);
  });

  it('keeps one artwork when the same PNG is placed again, and still refuses it under an SVG name', async () => {
    const buyer = await signedInBuyer();
    const png = await pngOf(40, 30);
    const first = await upload(buyer.headers, 'Badge.png', png);
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload(buyer.headers, 'Badge again.png', png);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toEqual(first.json().data);

    const renamed = await upload(buyer.headers, 'Badge.svg', png);
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().message).toBe('This file is named .svg but holds a PNG image: rename it to .png');
    const list = await testApp.app.inject({ method: 'GET', url: '/api/photos', headers: buyer.headers });
    expect(list.json().design_managers).toHaveLength(1);
  });

  it('sanitises a hostile SVG before storing it: no script, handler, foreignObject or outside link survives', async () => {
    const buyer = await signedInBuyer();
    const hostile =
      '<?xml version="1.0"?><?xml-stylesheet href="https://evil.test/s.css"?>' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" onload="alert(1)">' +
      '<script>window.pwned = true</script>' +
      '<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>' +
      '<image href="https://evil.test/beacon.png" width="10" height="10"/>' +
      '<a xlink:href="javascript:alert(2)"><rect width="10" height="10" onclick="alert(3)"/></a>' +
      '<style>@import url(https://evil.test/x.css); rect { fill: url(http://evil.test/p) }</style>' +
      '<circle cx="50" cy="50" r="40" fill="#0a0"/></svg>';
    const response = await upload(buyer.headers, 'hostile.svg', hostile);
    expect(response.statusCode, response.body).toBe(201);
    const stored = (await fetchFile(response.json().data.file_url)).body;
    expect(stored).not.toMatch(
      /script|pwned|onload|onclick|foreignObject|evil\.test|javascript|alert|@import/i,
    );
    expect(stored).toContain('<circle cx="50" cy="50" r="40" fill="#0a0"/>');
  });

  it('judges a file by its content: an HTML page called .png and a PNG called .svg are refused', async () => {
    const buyer = await signedInBuyer();
    const html = await upload(buyer.headers, 'logo.png', '<html><script>alert(1)</script></html>');
    expect(html.statusCode).toBe(422);
    expect(html.json().message).toBe(
      'Artwork must be an .svg, .jpg, .jpeg or .png image; this file is not one',
    );

    const renamed = await upload(buyer.headers, 'logo.svg', await pngOf(10, 10));
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().message).toBe('This file is named .svg but holds a PNG image: rename it to .png');

    const gif = await upload(buyer.headers, 'anim', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'));
    expect(gif.statusCode).toBe(422);
  });

  it('refuses a damaged PNG and one over 150 megapixels, each with what to do, and stores neither', async () => {
    const buyer = await signedInBuyer();
    const whole = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const damaged = await upload(buyer.headers, 'cut.png', whole.subarray(0, whole.length / 2));
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().message).toBe('This PNG file is damaged');

    // The header claims 13,000 x 13,000 pixels: refused before a pixel is decoded.
    const huge = Buffer.from(whole);
    huge.writeUInt32BE(13_000, 16);
    huge.writeUInt32BE(13_000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    const bomb = await upload(buyer.headers, 'bomb.png', huge);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().message).toBe(
      'This image has more than 150 megapixels: scale it down before uploading',
    );
    const list = await testApp.app.inject({ method: 'GET', url: '/api/photos', headers: buyer.headers });
    expect(list.json().meta.total_count).toBe(0);
  });

  it('reads a JPEG turned by its EXIF orientation at the size it is seen, thumbnail included', async () => {
    const buyer = await signedInBuyer();
    // Stored 400 x 100 with orientation 6 (turn 90 degrees clockwise): seen as 100 x 400.
    const turned = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#3a3' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(buyer.headers, 'turned.jpg', turned);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ width_px: 100, height_px: 400 });
    const thumb = await fetchFile(response.json().data.thumb_url);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 75, height: 300 });
  });

  it('refuses a file over 10 MB with a clear message', async () => {
    const buyer = await signedInBuyer();
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload(buyer.headers, 'huge.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Artwork files can be at most 10 MB');
  });

  it('refuses a team the uploader has not joined and an upload with no file', async () => {
    const buyer = await signedInBuyer();
    const other = await createBuyer(testApp.database.db);
    const foreignTeam = await upload(buyer.headers, 'a.svg', LOGO_SVG, { team_id: String(other.team.id) });
    expect(foreignTeam.statusCode).toBe(422);
    expect(foreignTeam.json().message).toBe('Choose one of your teams');
    const body = multipart([{ name: 'team_id', data: String(buyer.team.id) }]);
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...buyer.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Choose an artwork file to upload');
  });

  it('needs a signed-in user', async () => {
    const response = await upload({}, 'a.svg', LOGO_SVG);
    expect(response.statusCode).toBe(401);
  });
});

describe('artwork colours counted on upload', () => {
  const vector = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" width="300" height="100">${body}</svg>`;
  /** Navy, gold and white, each written twice in another way. */
  const THREE_COLOUR_SVG = vector(
    '<rect width="300" height="100" fill="#1f3a5f"/><circle cx="50" cy="50" r="40" fill="#F4B942" stroke="white"/>' +
      '<text x="100" y="60" style="fill: rgb(255, 255, 255)">HARBOUR</text>' +
      '<path d="M100 80h180" stroke="#f4b942" fill="none"/><rect x="5" y="5" width="9" height="9" fill="#1F3A5F"/>',
  );
  const ONE_COLOUR_SVG = vector(
    '<g fill="#c0392b"><path d="M0 0h90v90z"/><circle cx="150" cy="50" r="40"/></g><rect width="9" height="9" fill="none" stroke="currentColor"/>',
  );
  const SIX_COLOUR_SVG = vector(
    ['red', 'orange', 'yellow', 'green', 'blue', 'purple']
      .map((colour, index) => `<rect x="${index * 50}" width="50" height="100" fill="${colour}"/>`)
      .join(''),
  );

  it('pre-fills the colours of an SVG from the distinct colours it paints', async () => {
    const buyer = await signedInBuyer();
    const counted = async (svg: string) => {
      const response = await upload(buyer.headers, 'logo.svg', svg);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.colors_count;
    };
    expect(await counted(THREE_COLOUR_SVG)).toBe(3);
    expect(await counted(ONE_COLOUR_SVG)).toBe(1);
    // More than four colours is the option 99.
    expect(await counted(SIX_COLOUR_SVG)).toBe(99);
  });

  it('counts the flat colours of a PNG, not the anti-aliased edges between them', async () => {
    const buyer = await signedInBuyer();
    const drawing = vector(
      '<circle cx="60" cy="50" r="45" fill="#1f3a5f"/><circle cx="150" cy="50" r="45" fill="#f4b942"/>' +
        '<path d="M205 95 L250 5 L295 95 Z" fill="#c0392b"/>',
    );
    // Drawn at 3x on a transparent ground: every curved and slanted edge is anti-aliased.
    const png = await sharp(Buffer.from(drawing), { density: 216 }).png().toBuffer();
    const edgeColours = new Set<string>();
    const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let offset = 0; offset < data.length; offset += 4) {
      if (data[offset + 3]! > 0)
        edgeColours.add(`${data[offset]},${data[offset + 1]},${data[offset + 2]},${data[offset + 3]}`);
    }
    expect(edgeColours.size, 'the drawing has soft edges').toBeGreaterThan(10);

    const response = await upload(buyer.headers, 'badge.png', png);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.colors_count).toBe(3);
  });

  it('keeps the colours the buyer chooses over the counted ones', async () => {
    const buyer = await signedInBuyer();
    const { data } = (await upload(buyer.headers, 'logo.svg', THREE_COLOUR_SVG)).json();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/photos/${data.uuid}`,
      headers: buyer.headers,
      payload: { design_manager: { colors_count: 4 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.colors_count).toBe(4);
  });

  it('prices a placed three-colour artwork at the three-colour surcharge', async () => {
    const buyer = await signedInBuyer();
    const product = await createProduct(testApp.database.db, { faces: TEST_FACES });
    const { data: artwork } = (await upload(buyer.headers, 'logo.svg', THREE_COLOUR_SVG)).json();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/quote_items',
      headers: buyer.headers,
      payload: {
        quote: {
          product_id: product.uuid,
          qty_options: { M: 10 },
          prints: {
            Front: {
              artworks: [
                {
                  artwork_id: artwork.uuid,
                  left: 200,
                  top: 200,
                  width: 100,
                  height: 50,
                  angle: 0,
                  width_cm: 20,
                  height_cm: 10,
                  finishing: artwork.finishing,
                  // What the builder places: the artwork's count as uploaded.
                  colors_count: artwork.colors_count,
                  print_size: 'a5',
                },
              ],
            },
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Screen print, a5: $2.90 a piece for three colours (one colour would be $1.50).
    expect(response.json().product.artworks).toMatchObject([
      { face: 'Front', print_size: 'a5', per_piece: 290 },
    ]);
  });
});

describe('artwork list', () => {
  it('lists the company’s artworks newest first, filtered by keyword and team, paged', async () => {
    const buyer = await signedInBuyer();
    const colours = ['#111111', '#222222', '#333333'];
    for (const [at, name] of ['Alpha crest.svg', 'Beta badge.svg', 'Gamma crest.svg'].entries()) {
      await upload(buyer.headers, name, logoSvgIn(colours[at]!), { team_id: String(buyer.team.id) });
    }
    await upload(buyer.headers, 'No team crest.svg', LOGO_SVG);

    const page = await testApp.app.inject({
      method: 'GET',
      url: '/api/photos?per_page=2',
      headers: buyer.headers,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.design_managers.map((a: { title: string }) => a.title)).toEqual([
      'No team crest',
      'Gamma crest',
    ]);
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total_pages: 2, total_count: 4 });
    expect(body.finishing_methods.map((m: { key: string }) => m.key)).toEqual([
      'screenprint',
      'embroidery',
      'dtg',
      'digital',
      'dye_sub',
    ]);
    expect(body.design_managers[1].user_name).toBe(buyer.user.name);

    const crests = await testApp.app.inject({
      method: 'GET',
      url: `/api/photos?keyword=CREST&team_id=${buyer.team.id}`,
      headers: buyer.headers,
    });
    expect(crests.json().design_managers.map((a: { title: string }) => a.title)).toEqual([
      'Gamma crest',
      'Alpha crest',
    ]);

    const defaultPage = await testApp.app.inject({
      method: 'GET',
      url: '/api/photos',
      headers: buyer.headers,
    });
    expect(defaultPage.json().meta.per_page).toBe(15);
  });

  it('hides artworks of teams the user has not joined and of other companies', async () => {
    const buyer = await signedInBuyer();
    const { db } = testApp.database;
    const colleague = await createUser(db, { companyId: buyer.company.id });
    const colleagueTeam = await insertTeam(db, {
      companyId: buyer.company.id,
      name: 'Kitchen',
      creatorId: colleague.id,
    });
    const colleagueHeaders = await signIn(testApp.app, colleague.email);
    await upload(colleagueHeaders, 'Kitchen only.svg', LOGO_SVG, { team_id: String(colleagueTeam.id) });
    await upload(colleagueHeaders, 'Everyone.svg', LOGO_SVG);
    const other = await signedInBuyer();
    await upload(other.headers, 'Foreign.svg', LOGO_SVG);

    const list = await testApp.app.inject({ method: 'GET', url: '/api/photos', headers: buyer.headers });
    expect(list.json().design_managers.map((a: { title: string }) => a.title)).toEqual(['Everyone']);
  });
});

describe('artwork edit and delete', () => {
  it('updates title, team, colours, finishing and print size, and checks each', async () => {
    const buyer = await signedInBuyer();
    const { data } = (await upload(buyer.headers, 'draft.svg', LOGO_SVG)).json();
    const update = (design_manager: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/photos/${data.uuid}`,
        headers: buyer.headers,
        payload: { design_manager },
      });

    const response = await update({
      title: 'Final crest',
      team_id: buyer.team.id,
      colors_count: 99,
      finishing: 'embroidery',
      print_size: 'a3',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Updated!');
    expect(response.json().data).toMatchObject({
      title: 'Final crest',
      team_id: buyer.team.id,
      team_name: buyer.team.name,
      colors_count: 99,
      finishing: 'embroidery',
      print_size: 'a3',
    });

    expect((await update({ colors_count: 5 })).statusCode).toBe(422);
    expect((await update({ finishing: 'laser' })).statusCode).toBe(422);
    expect((await update({ title: '  ' })).json().message).toBe('Title is required');
    const other = await createBuyer(testApp.database.db);
    expect((await update({ team_id: other.team.id })).json().message).toBe('Choose one of your teams');
    expect((await update({ team_id: null })).json().data.team_id).toBeNull();

    const reread = await testApp.app.inject({
      method: 'GET',
      url: `/api/photos/${data.uuid}`,
      headers: buyer.headers,
    });
    expect(reread.json().data).toMatchObject({ title: 'Final crest', colors_count: 99, team_id: null });
  });

  it('lets only the uploader delete; a colleague gets 403', async () => {
    const buyer = await signedInBuyer();
    const { data } = (await upload(buyer.headers, 'mine.svg', LOGO_SVG)).json();
    const colleague = await createUser(testApp.database.db, { companyId: buyer.company.id });
    const colleagueHeaders = await signIn(testApp.app, colleague.email);

    const denied = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/photos',
      headers: colleagueHeaders,
      payload: { id: data.uuid },
    });
    expect(denied.statusCode).toBe(403);
    // A colleague may still describe it.
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/photos/${data.uuid}`,
      headers: colleagueHeaders,
      payload: { design_manager: { title: 'Renamed by a colleague' } },
    });
    expect(edited.statusCode).toBe(200);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/photos',
      headers: buyer.headers,
      payload: { id: data.uuid },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your artwork has been deleted.');
    expect((await fetchFile(data.file_url)).statusCode).toBe(404);
    expect((await fetchFile(data.thumb_url)).statusCode).toBe(404);
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/photos/${data.uuid}`,
      headers: buyer.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps an artwork a saved design uses (409) and deletes it by numeric id once it is free', async () => {
    const buyer = await signedInBuyer();
    const { db } = testApp.database;
    const { data } = (await upload(buyer.headers, 'used.svg', LOGO_SVG)).json();
    const saved = await createSavedProduct(db, { companyId: buyer.company.id, userId: buyer.user.id });
    const placed = {
      artwork_id: data.uuid,
      left: 10,
      top: 10,
      width: 100,
      height: 50,
      angle: 0,
      width_cm: 10,
      height_cm: 5,
      finishing: 'screenprint',
      colors_count: 1,
      print_size: 'a5' as const,
    };
    await db
      .update(savedProducts)
      .set({ design: { faces: { front: { artworks: [placed] } } } })
      .where(eq(savedProducts.id, saved.id));

    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/photos',
      headers: buyer.headers,
      payload: { id: data.uuid },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This artwork is used in 1 saved product, so it is kept. Remove it from those designs to delete it.',
    );
    expect((await fetchFile(data.file_url)).statusCode).toBe(200);

    await db
      .update(savedProducts)
      .set({ design: { faces: {} } })
      .where(eq(savedProducts.id, saved.id));
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/photos',
      headers: buyer.headers,
      payload: { id: data.id },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it("answers 404 for another company's artwork on get, update and delete", async () => {
    const owner = await signedInBuyer();
    const { data } = (await upload(owner.headers, 'secret.svg', LOGO_SVG)).json();
    const stranger = await signedInBuyer();

    const get = await testApp.app.inject({
      method: 'GET',
      url: `/api/photos/${data.uuid}`,
      headers: stranger.headers,
    });
    expect(get.statusCode).toBe(404);
    const put = await testApp.app.inject({
      method: 'PUT',
      url: `/api/photos/${data.uuid}`,
      headers: stranger.headers,
      payload: { design_manager: { title: 'Mine now' } },
    });
    expect(put.statusCode).toBe(404);
    const del = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/photos',
      headers: stranger.headers,
      payload: { id: data.uuid },
    });
    expect(del.statusCode).toBe(404);
    const byNumber = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/photos',
      headers: stranger.headers,
      payload: { id: data.id },
    });
    expect(byNumber.statusCode).toBe(404);
    // The owner's artwork is untouched.
    const mine = await testApp.app.inject({
      method: 'GET',
      url: `/api/photos/${data.uuid}`,
      headers: owner.headers,
    });
    expect(mine.json().data.title).toBe('secret');
  });
});
