import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWithTypesCheck } from './generatedTypes.mjs';

describe('buildWithTypesCheck', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'types-')), 'gatsby-types.d.ts');
  beforeEach(() => fs.writeFileSync(file, 'type A = { a: string };\n'));
  const quietly = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterAll(() => quietly.mockRestore());

  it('passes a build that writes the same types', async () => {
    const build = async () => {
      fs.writeFileSync(file, 'type A = { a: string };\n');
      return 0;
    };
    await expect(buildWithTypesCheck(build, file)).resolves.toBe(0);
  });

  it('fails a build that rewrote them, saying which file to commit', async () => {
    const build = async () => {
      fs.writeFileSync(file, 'type A = { a: string | null };\n');
      return 0;
    };
    await expect(buildWithTypesCheck(build, file)).resolves.toBe(1);
    expect(quietly).toHaveBeenCalledWith(
      expect.stringContaining('gatsby-types.d.ts changed during the build'),
    );
  });

  it('passes on a failed build’s own exit code', async () => {
    await expect(buildWithTypesCheck(async () => 2, file)).resolves.toBe(2);
  });
});
