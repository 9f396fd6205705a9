/** The form's text values by field name, as the browser would submit them (files are left out). */
export function readFormValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') values[name] = value;
  });
  return values;
}
