import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDir = path.join(repoRoot, 'site');
export const publicDir = path.join(siteDir, 'public');
