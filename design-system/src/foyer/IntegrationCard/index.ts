export { IntegrationCard } from './IntegrationCard';
export type { IntegrationCardBuy, IntegrationCardLabels, IntegrationCardProps } from './IntegrationCard';
