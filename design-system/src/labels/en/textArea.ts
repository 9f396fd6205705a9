import type { DesignSystemLabels } from '../types';

export const textArea: DesignSystemLabels['textArea'] = {
  remaining: (remaining: number) => (remaining === 1 ? '1 character left' : `${remaining} characters left`),
};
