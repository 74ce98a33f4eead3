// The Toaster itself is reached through LazyToaster (its own chunk); import './toaster' only in tests.
export { toast } from './toast-store';
export { LazyToaster } from './lazy-toaster';
