// ESM-only; Node 20.19+ loads it through require(esm) from the CommonJS-compiled config.
import remarkGfm from 'remark-gfm';
import { remarkCodeBlocks } from './remarkCodeBlocks';
import { remarkFrenchTypography } from './remarkFrenchTypography';
import { remarkHeadingIds } from './remarkHeadingIds';
import { remarkDataFlow } from '../src/integrations/remarkDataFlow';

/**
 * The remark chain of every MDX body (compileMdxTree).
 * French typography comes after the heading ids, which are slugged from the text as written.
 * Integration guides open with where their data goes (remarkDataFlow).
 */
export const mdxRemarkPlugins = [
  remarkGfm,
  remarkHeadingIds,
  remarkCodeBlocks,
  remarkDataFlow,
  remarkFrenchTypography,
];
