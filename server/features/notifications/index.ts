// The notifications feature's public module: what the rest of the server may use of it
// (decision 012). A job that stored a companion's message calls deliverCompanionMessage(app, ...).
export { deliverCompanionMessage } from './deliver';
export type { CompanionMessage, DeliveryOutcome, NotificationDeps, SkipReason } from './deliver';
export { pushPlugin } from './push-service';
export type { PushService } from './push-service';
export { notificationsSection } from './export';
