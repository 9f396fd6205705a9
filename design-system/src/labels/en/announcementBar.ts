import type { DesignSystemLabels } from '../types';

export const announcementBar: DesignSystemLabels['announcementBar'] = { dismiss: 'Close the announcement' };
