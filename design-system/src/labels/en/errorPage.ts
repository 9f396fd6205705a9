import type { DesignSystemLabels } from '../types';

export const errorPage: DesignSystemLabels['errorPage'] = { title: 'This page crashed.', retry: 'Try again' };
