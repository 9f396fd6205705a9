import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Compares a screenshot with its baseline. `threshold` is pixelmatch's per-pixel colour distance
 * (0.1: a token colour a designer would choose differently is caught, an encoder's rounding is not)
 * and anti-aliased pixels are not counted (pixelmatch's `includeAA: false`); beyond that, no pixel
 * may change. Both Debian builds give identical shots once the browser's own parts are left out
 * (browserOwnedParts.mjs), so no count of changed pixels is tolerated: a 1 px border changes hundreds.
 *
 * @param {Buffer} baseline PNG bytes
 * @param {Buffer} shot PNG bytes
 * @returns {{ kind: 'same' } | { kind: 'resized', baselineSize: string, shotSize: string }
 *   | { kind: 'changed', changedPixels: number, diff: Buffer,
 *       zoom: { baseline: Buffer, shot: Buffer, x: number, y: number, width: number, height: number } }}
 */
export function compareShot(baseline, shot) {
  // Chromium encodes the same pixels to the same bytes: an identical file needs no decoding,
  // which costs seconds on the long marketing pages.
  if (baseline.equals(shot)) return { kind: 'same' };
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      kind: 'resized',
      baselineSize: `${expected.width}×${expected.height}`,
      shotSize: `${actual.width}×${actual.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changedPixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  if (changedPixels === 0) return { kind: 'same' };
  const area = changedArea(diff);
  return {
    kind: 'changed',
    changedPixels,
    diff: PNG.sync.write(diff),
    zoom: { baseline: crop(expected, area), shot: crop(actual, area), ...area },
  };
}

/** The box around the pixels pixelmatch painted red (changed), with a margin to see them in context. */
function changedArea(diff, margin = 12) {
  let left = diff.width;
  let top = diff.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  const x = Math.max(0, left - margin);
  const y = Math.max(0, top - margin);
  return {
    x,
    y,
    width: Math.min(diff.width, right + margin + 1) - x,
    height: Math.min(diff.height, bottom + margin + 1) - y,
  };
}

function crop(image, { x, y, width, height }) {
  const part = new PNG({ width, height });
  PNG.bitblt(image, part, x, y, width, height, 0, 0);
  return PNG.sync.write(part);
}
