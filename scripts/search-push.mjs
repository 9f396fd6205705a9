#!/usr/bin/env node
// Sends the docs' search records to Algolia (replace-all), so the hosted search
// runs without a crawler. Build the site first: the records are the ones the
// embedded search uses, written to site/public/search-records/<language>.json.
//
//   GATSBY_ALGOLIA_APP_ID=… ALGOLIA_ADMIN_KEY=… npx yarn@1.22.22 search:push
//
// GATSBY_ALGOLIA_INDEX_NAME defaults to foyer_docs. The admin key is read from the
// environment only and never reaches the site.
import fs from 'node:fs';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { siteDir } from './lib/paths.mjs';

const appId = process.env.GATSBY_ALGOLIA_APP_ID;
const adminKey = process.env.ALGOLIA_ADMIN_KEY;
const indexName = process.env.GATSBY_ALGOLIA_INDEX_NAME || 'foyer_docs';
if (!appId || !adminKey) {
  console.error(
    'Set GATSBY_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (an admin API key) to push the search records.',
  );
  process.exit(1);
}

const folder = path.join(siteDir, 'public', 'search-records');
if (!fs.existsSync(folder)) {
  console.error(
    `${path.relative(process.cwd(), folder)} is missing: build the site first (npx yarn@1.22.22 build).`,
  );
  process.exit(1);
}
const records = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));

const client = algoliasearch(appId, adminKey);
await client.setSettings({
  indexName,
  indexSettings: {
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ],
    attributesForFaceting: ['filterOnly(language)', 'filterOnly(docusaurus_tag)'],
    // Between a doc and a post that match as well, the doc first ("docs-…" sorts after
    // "blog"), as the embedded search weighs posts.
    customRanking: ['desc(docusaurus_tag)'],
    attributesToSnippet: ['content:10'],
    ignorePlurals: ['en', 'fr'],
    removeStopWords: ['en', 'fr'],
    queryLanguages: ['en', 'fr'],
  },
});
await client.replaceAllObjects({ indexName, objects: records });
console.log(`Pushed ${records.length} records to the Algolia index ${indexName}.`);
