import type { AnnouncementBarLabels } from './AnnouncementBar.labels';

/** AnnouncementBar's strings in French. */
export const announcementBarLabelsFr: AnnouncementBarLabels = { dismiss: 'Fermer l’annonce' };
