// The follow-ups feature's public module (decision 012): its job plugin, which server/app.ts
// registers, and the service that tests and other callers use.
export { FOLLOW_UP_JOB, FOLLOW_UPS_SCAN_JOB, followUpJobs, runFollowUp } from './jobs';
export { deliverFollowUp, redeliverFollowUps } from './delivery';
export { findFollowUpUsers, followUpUser } from './service';
export type { FollowUpDeps, FollowUpOutcome, SentFollowUp } from './service';
export { listFollowUps } from './repository';
export { followUpsSection } from './export';
