/** Strings of `Dialog`. */
export interface DialogLabels {
  /** Accessible name of the close button in the dialog's header, e.g. "Close". */
  close: string;
}

export const dialogLabelsEn: DialogLabels = { close: 'Close' };
