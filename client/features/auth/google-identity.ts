/**
 * Google Identity Services, loaded from Google only when this server has a client id. The
 * button is Google's own (renderButton); the credential it yields is an ID token that only the
 * server verifies.
 */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with';
  shape?: 'rectangular' | 'pill';
  width?: number;
  locale?: string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    itp_support?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/** Why Google's script is not usable: it did not download, or it ran without the API. */
export class GoogleLoadError extends Error {
  constructor(readonly reason: 'download' | 'missing') {
    super(reason === 'download' ? 'Failed to load Google OAuth' : 'Google OAuth failed to load');
    this.name = 'GoogleLoadError';
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Adds Google's script once and resolves with `google.accounts.id`. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = new Promise<GoogleAccountsId>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = GOOGLE_IDENTITY_SCRIPT;
      script.async = true;
      script.onload = () => {
        const api = window.google?.accounts?.id;
        if (api) resolve(api);
        else reject(new GoogleLoadError('missing'));
      };
      script.onerror = () => {
        script.remove();
        reject(new GoogleLoadError('download'));
      };
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}
