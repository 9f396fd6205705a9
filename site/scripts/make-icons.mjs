#!/usr/bin/env node
// Draws the site's icon: static/favicon.svg for browsers' tabs, and a 180×180 PNG of
// the same for phones' home screens (static/apple-touch-icon.png). Run it again after
// changing the mark:   node site/scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const staticDir = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'static');

// The house of the sharing pictures, on the dark theme's background.
const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#121417"/>
  <g transform="translate(14 12) scale(0.2)" fill="none" stroke="#8ab4f8" stroke-width="22" stroke-linejoin="round" stroke-linecap="round">
    <path d="M0 90 L90 14 L180 90 V200 H0 Z"/>
    <path d="M66 200 V136 H114 V200"/>
  </g>
</svg>
`;

fs.writeFileSync(path.join(staticDir, 'favicon.svg'), icon);
await sharp(Buffer.from(icon), { density: 270 })
  .resize(180, 180)
  .png({ compressionLevel: 9 })
  .toFile(path.join(staticDir, 'apple-touch-icon.png'));
console.log('wrote static/favicon.svg and static/apple-touch-icon.png');
