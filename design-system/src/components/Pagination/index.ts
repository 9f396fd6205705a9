export { Pagination } from './Pagination';
export type { PaginationLabels, PaginationProps } from './Pagination';
