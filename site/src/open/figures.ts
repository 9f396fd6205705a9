/** The counts of the /open/ page, in the order it shows them. */
export const FIGURE_COUNTS = [
  'homeInstances',
  'plusSubscribers',
  'monthlyRecurringRevenue',
  'forumMembers',
  'forumPageViews',
] as const;

export type FigureCount = (typeof FIGURE_COUNTS)[number];

/** content/open.yaml: the figures of the /open/ page and the day they were taken. */
export type ProjectFigures = { takenOn: string } & Record<FigureCount, number>;
