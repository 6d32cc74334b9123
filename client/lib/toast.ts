import { toast as sonner, type ExternalToast } from 'sonner';

/** Toasts close by themselves after 5 seconds (document 000, section 9) unless duration is 0. */
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

/** Shows a toast of one of the five types; every toast has a close button. */
export function showToast(type: ToastType, message: string, options: ToastOptions = {}) {
  const data: ExternalToast = {
    description: options.description,
    duration: toastDuration(options.duration),
    closeButton: true,
    ...(options.id === undefined ? {} : { id: options.id }),
  };
  switch (type) {
    case 'success':
      return sonner.success(message, data);
    case 'error':
      return sonner.error(message, data);
    case 'warning':
      return sonner.warning(message, data);
    case 'info':
      return sonner.info(message, data);
    case 'electric':
      return sonner(message, { ...data, icon: '⚡', className: 'toast-electric' });
  }
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  electric: (message: string, options?: ToastOptions) => showToast('electric', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
