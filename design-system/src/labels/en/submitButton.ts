import type { DesignSystemLabels } from '../types';

export const submitButton: DesignSystemLabels['submitButton'] = { submitting: 'Sending…' };
