export { IntegrationCard } from './IntegrationCard';
export type {
  IntegrationCardBuy,
  IntegrationCardDataFlow,
  IntegrationCardDataFlowKind,
  IntegrationCardLabels,
  IntegrationCardProps,
} from './IntegrationCard';
