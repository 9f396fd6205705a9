import type { DesignSystemLabels } from '../types';

export const codeBlock: DesignSystemLabels['codeBlock'] = {
  copy: 'Copy code',
  copied: 'Copied',
  copyFailed: 'Copy failed',
};
