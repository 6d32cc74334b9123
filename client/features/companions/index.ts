// The companions feature's (catalogue and profiles) public module: what the rest of the client may use of it (decision 012).
export { pickBySlug, useActiveCompanions, useCompanion } from './api';
export { localizeCompanion, companionPath } from './localize-companion';
export type { LocalizedCompanion } from './localize-companion';
export { CompanionsPage } from './companions-page';
export { preloadCompanions } from './preload-companions';
export { CompanionProfilePage } from './profile/companion-profile-page';
export { CreateOwnCompanionPage } from './own/create-own-page';
export { EditOwnCompanionPage } from './own/edit-own-page';
export { ImportCardPage } from './own/import-card-page';
