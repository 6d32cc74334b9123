import type { ExternalToast, toast as SonnerToast } from 'sonner';

/** Toasts close by themselves after 5 seconds unless duration is 0. */
export const TOAST_DURATION_MS = 5000;

export const TOAST_TYPES = ['success', 'error', 'warning', 'electric', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface ToastOptions {
  description?: string;
  /** Milliseconds; 0 keeps the toast until it is closed. */
  duration?: number;
  id?: string | number;
}

export function toastDuration(duration: number | undefined): number {
  if (duration === 0) return Number.POSITIVE_INFINITY;
  return duration ?? TOAST_DURATION_MS;
}

type Sonner = typeof SonnerToast;

/**
 * sonner (about 9 KB gzipped) is not part of the first load: it arrives with the toast region
 * (client/app/providers.tsx) or with the first toast, whichever comes first. Toasts asked for
 * before that are shown once it is there, in order; the region also shows toasts made before it
 * mounted.
 */
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => (sonner = module.toast),
    (error: unknown) => {
      loading = null; // A failed download (offline) is tried again by the next toast.
      throw error;
    },
  );
  return loading;
}

function withSonner(run: (loaded: Sonner) => void): void {
  if (sonner) run(sonner);
  else loadSonner().then(run, () => undefined);
}

let created = 0;

/** Shows a toast of one of the five types; every toast has a close button. Answers its id. */
export function showToast(
  type: ToastType,
  message: string,
  options: ToastOptions = {},
): string | number {
  // Our own id, known before sonner has loaded, so that a toast can be dismissed at once.
  const id = options.id ?? `toast-${(created += 1)}`;
  const data: ExternalToast = {
    description: options.description,
    duration: toastDuration(options.duration),
    closeButton: true,
    id,
  };
  withSonner((show) => {
    switch (type) {
      case 'success':
        return show.success(message, data);
      case 'error':
        return show.error(message, data);
      case 'warning':
        return show.warning(message, data);
      case 'info':
        return show.info(message, data);
      case 'electric':
        return show(message, { ...data, icon: '⚡', className: 'toast-electric' });
    }
  });
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  electric: (message: string, options?: ToastOptions) => showToast('electric', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: (id?: string | number) => withSonner((loaded) => loaded.dismiss(id)),
};
