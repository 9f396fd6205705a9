export { Form } from './Form';
export type { FormErrors, FormProps, FormValues } from './Form';
