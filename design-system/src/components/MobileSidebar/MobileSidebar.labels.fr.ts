import type { MobileSidebarLabels } from './MobileSidebar.labels';

/** MobileSidebar's strings in French. */
export const mobileSidebarLabelsFr: MobileSidebarLabels = { title: 'Menu', close: 'Fermer le menu' };
