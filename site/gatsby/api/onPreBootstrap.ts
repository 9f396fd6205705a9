import type { GatsbyNode } from 'gatsby';
import { LANGUAGES } from '../../src/i18n/languages';
import { rememberContentHistory } from '../contentHistory';
import { readGitHistory } from '../gitLastCommits';
import { describeHistory } from '../lastModified';
import { assertLanguageParity } from '../parity';
import { CONTENT_DIR, SITE_DIR } from '../sitePaths';

/** A string missing in one language, or a doc without its twin, must not ship. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  assertLanguageParity(SITE_DIR, LANGUAGES, reporter);
  const history = readGitHistory(CONTENT_DIR);
  rememberContentHistory(history);
  const { message, warning } = describeHistory(history);
  if (warning) reporter.warn(message);
  else reporter.info(message);
};
