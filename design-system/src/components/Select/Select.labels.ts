/** Strings of `Select`. */
export interface SelectLabels {
  /** Shown in the button while no option is chosen, e.g. "Select an option". */
  placeholder: string;
}

export const selectLabelsEn: SelectLabels = { placeholder: 'Select an option' };
