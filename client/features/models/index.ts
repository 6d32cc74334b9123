// The models feature's public module: what the rest of the client may use of it (decision 012).
export { pickBySlug, useActiveCompanions, useModel } from './api';
export { localizeModel, modelPath } from './localize-model';
export type { LocalizedModel } from './localize-model';
export { ModelsPage } from './models-page';
export { preloadCompanions } from './preload-companions';
export { ModelProfilePage } from './profile/model-profile-page';
