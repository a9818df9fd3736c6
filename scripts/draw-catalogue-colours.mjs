#!/usr/bin/env node
// Draws the demo catalogue's garments in each of their colours from the white templates in
// apps/web/public/catalogue (<garment>-<face>.svg, body fill #ffffff), writing
// <garment>-<face>-<colour-slug>.svg beside them, and the thumbnails of the garments that lack a
// hand-drawn one. The colours must match apps/server/seed/demo-catalogue.ts (a test checks every
// picture the demo catalogue names exists). Run: node scripts/draw-catalogue-colours.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/catalogue');

const GARMENTS = {
  'classic-polo': { White: '#ffffff', Navy: '#1f3a5f', Black: '#1c1c1c', Burgundy: '#7a1f2b' },
  'crew-tee': { White: '#ffffff', Navy: '#1f3a5f', 'Heather Grey': '#6b7280' },
  'zip-hoodie': { Charcoal: '#3b3f46', Navy: '#1f3a5f', Black: '#1c1c1c' },
  'chef-apron': { Black: '#1c1c1c', White: '#ffffff', Burgundy: '#7a1f2b' },
  'work-cap': { Red: '#b3262e', Navy: '#1f3a5f', Black: '#1c1c1c' },
  'chef-jacket': { White: '#ffffff', Black: '#1c1c1c', Charcoal: '#3b3f46' },
  'tote-bag': { Natural: '#efe6d2', Black: '#1c1c1c', Navy: '#1f3a5f' },
  'hivis-vest': { 'Fluoro Yellow': '#e4ec3a', 'Fluoro Orange': '#ff7a1a' },
};
const FACES = ['front', 'back'];
/** Garments drawn here have their thumbnail made from the front in this colour. */
const THUMBS = { 'chef-jacket': 'White', 'tote-bag': 'Natural', 'hivis-vest': 'Fluoro Yellow' };

/** The colour's file-name part: `Heather Grey` -> `heather-grey`. */
export function colourSlug(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const channels = (hex) => [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
const toHex = (values) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
const mix = (hex, target, share) => {
  const from = channels(hex);
  const to = channels(target);
  return toHex(from.map((value, index) => value + (to[index] - value) * share));
};
const isDark = (hex) => {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
};

/** The template's greys become shades of the garment's colour, lighter on dark cloth, darker on light. */
function recolour(svg, colour) {
  if (colour.toLowerCase() === '#ffffff') return svg;
  const towards = isDark(colour) ? '#ffffff' : '#000000';
  const shades = {
    '#ffffff': colour,
    '#c3cad4': mix(colour, towards, isDark(colour) ? 0.3 : 0.22),
    '#d5dbe3': mix(colour, towards, isDark(colour) ? 0.2 : 0.13),
    '#e6eaf0': mix(colour, towards, isDark(colour) ? 0.1 : 0.07),
  };
  return svg.replace(/(fill|stroke)="(#[0-9a-fA-F]{6})"/g, (whole, attribute, value) => {
    const shade = shades[value.toLowerCase()];
    return shade ? `${attribute}="${shade}"` : whole;
  });
}

function thumbnail(frontSvg, colour, title) {
  const inner = recolour(frontSvg, colour)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[^<]*<\/title>/, '');
  const accent = isDark(colour) ? '#f4b942' : '#1f3a5f';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><title>${title}</title><rect width="400" height="400" rx="24" fill="#f5f7fa"/><g transform="translate(20,20) scale(0.5538)">${inner}<circle cx="395" cy="250" r="30" fill="${accent}" opacity="0.9"/></g></svg>\n`;
}

let written = 0;
for (const [garment, colours] of Object.entries(GARMENTS)) {
  for (const face of FACES) {
    const template = fs.readFileSync(path.join(folder, `${garment}-${face}.svg`), 'utf8');
    for (const [title, value] of Object.entries(colours)) {
      fs.writeFileSync(
        path.join(folder, `${garment}-${face}-${colourSlug(title)}.svg`),
        recolour(template, value),
      );
      written += 1;
    }
  }
  const thumbColour = THUMBS[garment];
  if (thumbColour) {
    const front = fs.readFileSync(path.join(folder, `${garment}-front.svg`), 'utf8');
    const title = /<title>([^<,]*)/.exec(front)?.[1] ?? garment;
    fs.writeFileSync(
      path.join(folder, `${garment}-thumb.svg`),
      thumbnail(front, colours[thumbColour], title),
    );
    written += 1;
  }
}
console.log(`Wrote ${written} catalogue pictures to ${path.relative(process.cwd(), folder)}`);
