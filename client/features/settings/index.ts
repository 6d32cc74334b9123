// The settings feature's public module: what the rest of the client may use of it (decision 012).
export { settingsQuery, useUpdateSettings } from './api';
export { SettingsPage } from './settings-page';
