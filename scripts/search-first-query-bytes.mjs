#!/usr/bin/env node
// What the embedded search's first query costs, in gzip bytes, at today's size and
// with the docs copied N times: builds the chunked index in memory from a built
// site's records and runs the real client against it, recording what it downloads.
//
//   node scripts/search-first-query-bytes.mjs [--records site/public/search-records] [--times 1,4] [--chunk 2]
//   node scripts/search-first-query-bytes.mjs --public site/public --list zigbee
//
// "query" is the query searched at once; "typed" is the same query typed letter by
// letter, as the modal searches while one types (every keystroke is a query).
// --public measures the files of a built site instead; --list prints each file.
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from './lib/paths.mjs';
import { firstQueryBytes, loadSearchBench } from './lib/searchFirstQueryBytes.mjs';

const QUERIES = {
  en: ['zigbee', 'backup', 'docker compose', 'docker image prune', 'api', 'a', 'co'],
  fr: ['zigbee', 'sauvegarde', 'docker compose', 'docker image prune', 'api', 'a', 'co'],
};

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (downloads) => downloads.reduce((sum, download) => sum + download.gzipBytes, 0);
const bench = await loadSearchBench();

async function printQueries(language, read) {
  for (const query of QUERIES[language]) {
    const row = [];
    for (const typed of [false, true]) {
      const downloads = await bench.firstQueryDownloads(read, language, query, typed);
      row.push(
        `${typed ? 'typed' : 'query'} ${kb(total(downloads)).padStart(8)} in ${String(downloads.length).padStart(2)} files`,
      );
    }
    console.log(`  ${JSON.stringify(query).padEnd(17)} ${row.join('   ')}`);
  }
}

if (option('public')) {
  const publicDir = path.resolve(option('public'));
  for (const language of Object.keys(QUERIES)) {
    console.log(`\n${language}, as built in ${path.relative(process.cwd(), publicDir) || '.'}:`);
    if (option('list')) {
      for (const typed of [false, true]) {
        const { downloads, gzipBytes } = await firstQueryBytes(publicDir, language, option('list'), {
          typed,
        });
        console.log(`  ${typed ? 'typed' : 'query'} ${JSON.stringify(option('list'))}: ${kb(gzipBytes)}`);
        for (const download of downloads)
          console.log(`    ${kb(download.gzipBytes).padStart(8)}  ${download.file}`);
      }
    } else {
      await printQueries(language, (address) => fs.readFileSync(path.join(publicDir, address), 'utf8'));
    }
  }
} else {
  const recordsDir = path.resolve(option('records', path.join(siteDir, 'public', 'search-records')));
  const scales = option('times', '1,4').split(',').map(Number);
  // Records per chunk, to compare with the index's own choice (RECORDS_PER_CHUNK).
  const recordsPerChunk = Number(option('chunk', '0')) || undefined;
  for (const language of Object.keys(QUERIES)) {
    const file = path.join(recordsDir, `${language}.json`);
    if (!fs.existsSync(file)) {
      console.error(`${file} is missing: build the site first, or pass --records <folder>.`);
      process.exit(1);
    }
    const records = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const times of scales) {
      const scaled = bench.scaleRecords(records, times);
      const built = bench.buildChunkedIndex(scaled, recordsPerChunk);
      console.log(
        `\n${language} ×${times}: ${scaled.length} records, all in one file ${kb(bench.gzipBytes(JSON.stringify(scaled)))}`,
      );
      for (const [kind, sizes] of bench.sizesByKind(built)) {
        const sorted = [...sizes].sort((a, b) => a - b);
        const sum = sizes.reduce((all, size) => all + size, 0);
        console.log(
          `  ${kind.padEnd(8)} ${String(sizes.length).padStart(4)} files, ${kb(sum).padStart(9)} in all, median ${kb(sorted[Math.floor(sorted.length / 2)])}, largest ${kb(sorted.at(-1))}`,
        );
      }
      await printQueries(language, bench.servedInMemory(built, language));
    }
  }
}
