// The site-settings feature's public module: what the rest of the server may use of it (decision 012).
export {
  assertAiEnabled,
  assertRegistrationOpen,
  forgetCachedSiteSettings,
  isAiEnabled,
  readSiteSettings,
  updateSiteSettings,
} from './service';
export { shareSiteSettingsChanges } from './shared-changes';
