import type { DesignSystemLabels } from '../types';

export const mobileSidebar: DesignSystemLabels['mobileSidebar'] = { title: 'Menu', close: 'Close the menu' };
