export { FormMessage } from './FormMessage';
export type { FormMessageProps, FormMessageTone } from './FormMessage';
