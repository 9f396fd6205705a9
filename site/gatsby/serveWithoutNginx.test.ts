import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** A PATH holding node and a shell, and neither nginx nor apt-get nor gatsby. */
function bareBin(): string {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bare-bin-'));
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  fs.symlinkSync('/bin/sh', path.join(bin, 'sh'));
  return bin;
}

describe('serving the site on a machine without nginx', () => {
  it('prints how to install nginx and serves nothing, instead of a server without the host’s rules', () => {
    const bin = bareBin();
    const result = spawnSync(path.join(bin, 'node'), ['scripts/serve.mjs'], {
      cwd: repoRoot,
      env: { PATH: bin, HOME: os.tmpdir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).toBe(1);
    expect(output).toContain('sudo apt-get install -y nginx-light');
    expect(output).not.toMatch(/gatsby serve|http:\/\/127\.0\.0\.1:9000/);
    fs.rmSync(bin, { recursive: true });
  });
});
