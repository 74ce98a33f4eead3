export { toast, dismissToast, type ToastInput, type ToastVariant } from './toast-store';
export { Toaster } from './toaster';
