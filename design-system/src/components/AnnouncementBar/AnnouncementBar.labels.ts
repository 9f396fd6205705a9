export interface AnnouncementBarLabels {
  /** Accessible name of the close button, e.g. "Close the announcement". */
  dismiss: string;
}

/** AnnouncementBar's strings in English, its defaults. */
export const announcementBarLabelsEn: AnnouncementBarLabels = { dismiss: 'Close the announcement' };
