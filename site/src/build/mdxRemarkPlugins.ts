// ESM-only; Node 20.19+ loads it through require(esm) from the CommonJS-compiled config.
import remarkGfm from 'remark-gfm';
import { remarkCodeBlocks } from './remarkCodeBlocks';
import { remarkFrenchTypography } from './remarkFrenchTypography';
import { remarkHeadingIds } from './remarkHeadingIds';

/**
 * One list for gatsby-plugin-mdx (tables of contents) and for the page bodies (compileMdxTree).
 * French typography comes after the heading ids, which are slugged from the text as written.
 */
export const mdxRemarkPlugins = [remarkGfm, remarkHeadingIds, remarkCodeBlocks, remarkFrenchTypography];
