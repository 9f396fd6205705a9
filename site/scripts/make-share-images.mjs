#!/usr/bin/env node
// Draws the default sharing pictures (Open Graph and Twitter), one per language,
// as 1200×630 PNGs in static/og/. Run it again after changing a tagline:
//   node site/scripts/make-share-images.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const taglines = {
  en: ['The privacy-first, open-source', 'home assistant'],
  fr: ['L’assistant domotique open source', 'qui respecte votre vie privée'],
};

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function picture([first, second]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#121417"/>
  <circle cx="1040" cy="120" r="260" fill="#1d2a3a"/>
  <g transform="translate(96 120)" fill="none" stroke="#8ab4f8" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
    <path d="M0 90 L90 14 L180 90 V200 H0 Z"/>
    <path d="M66 200 V136 H114 V200"/>
  </g>
  <text x="320" y="250" font-family="DejaVu Sans, sans-serif" font-size="112" font-weight="700" fill="#f4f6f8">Foyer</text>
  <text x="96" y="440" font-family="DejaVu Sans, sans-serif" font-size="52" fill="#d7dce2">${escape(first)}</text>
  <text x="96" y="510" font-family="DejaVu Sans, sans-serif" font-size="52" fill="#d7dce2">${escape(second)}</text>
</svg>`;
}

for (const [language, lines] of Object.entries(taglines)) {
  const file = path.join(siteDir, 'static', 'og', `foyer-${language}.png`);
  await sharp(Buffer.from(picture(lines)))
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`wrote ${path.relative(siteDir, file)}`);
}
