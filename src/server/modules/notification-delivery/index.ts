export {
  createDeliveryChannels,
  SEND_TIMEOUT_MS,
  type DeliveryChannels,
  type DeliverySettings,
  type OutboundMessage,
} from './channels';
export { continueDelivery, deliverOutbox, startDelivery, type DeliveryDeps, type DeliveryReport } from './deliver';
export { claimOutbox, MAX_ATTEMPTS, RETRY_DELAYS_MS } from './outbox';
