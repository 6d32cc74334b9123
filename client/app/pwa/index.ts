import { listenForInstallOffer } from './install-offer';
import { followLanguageInManifest } from './manifest-language';
import { registerServiceWorker } from './service-worker';

export {
  installOffer,
  promptInstall,
  subscribeToInstallOffer,
  type InstallOffer,
} from './install-offer';
export { reportVisit } from './service-worker';

/** What makes Amora an installable, offline-capable app, started with the page (decision 025). */
export function startPwa(): void {
  listenForInstallOffer();
  followLanguageInManifest();
  registerServiceWorker();
}
