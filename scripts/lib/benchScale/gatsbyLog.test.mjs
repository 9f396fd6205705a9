import { describe, expect, it } from '@jest/globals';
import { postBuildSteps, timedStages } from './gatsbyLog.mjs';

const at = (seconds, text) => ({ at: seconds * 1000, text });

const LOG = [
  at(1, 'success source and transform nodes - 1.286s'),
  at(8, 'info bootstrap finished - 7.699s'),
  at(60, 'warning chunk styles [mini-css-extract-plugin]'),
  at(90, 'success Building production JavaScript and CSS bundles - 68.337s'),
  at(100, 'success run queries in workers - 10.462s - 281/281 26.86/s'),
  at(104, 'success Building static HTML for pages - 3.286s - 280/280 85.20/s'),
  at(104.1, 'success Building slices HTML (176) - 0.1s'),
  at(104.2, 'success stitching slices - 0.242s'),
  at(104.5, 'info wrote 4 blog feeds'),
  at(106, 'info wrote the search records: public/search-index/en.json'),
  at(110, 'info link check: 27727 internal links and anchors on 277 pages, 0 broken'),
  at(110.1, 'success onPostBuild - 5.900s'),
  at(110.2, 'info Done building in 110.2 sec'),
];

describe('timedStages', () => {
  it('reads each stage’s seconds and the count of queries, pages and slices it did', () => {
    expect(timedStages(LOG)).toEqual([
      { name: 'source and transform nodes', seconds: 1.286 },
      { name: 'bootstrap finished', seconds: 7.699 },
      { name: 'Building production JavaScript and CSS bundles', seconds: 68.337 },
      { name: 'run page queries', seconds: 10.462, done: 281, total: 281 },
      { name: 'Building static HTML for pages', seconds: 3.286, done: 280, total: 280 },
      { name: 'Building slices HTML', seconds: 0.1, done: 176 },
      { name: 'stitching slices', seconds: 0.242 },
      { name: 'onPostBuild', seconds: 5.9 },
    ]);
  });

  it('reads lines coloured for a terminal too', () => {
    expect(timedStages([at(1, '\u001b[32msuccess\u001b[39m Building HTML renderer - 84.287s')])).toEqual([
      { name: 'Building HTML renderer', seconds: 84.287 },
    ]);
  });
});

describe('postBuildSteps', () => {
  it('times each onPostBuild step from the lines it prints, with numbers left out of its name', () => {
    const steps = postBuildSteps(LOG).map(({ name, seconds }) => [name, Number(seconds.toFixed(1))]);
    expect(steps).toEqual([
      ['onPostBuild: wrote N blog feeds', 0.3],
      ['onPostBuild: wrote the search records', 1.5],
      ['onPostBuild: link check', 4],
    ]);
  });

  it('finds no step in a build that stopped before onPostBuild', () => {
    expect(postBuildSteps(LOG.slice(0, 9))).toEqual([]);
  });
});
