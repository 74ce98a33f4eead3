/** Renders the toast store with Radix Toast; mounted once, in the app providers. */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST } from '../../../shared/constants';
import { useT } from '../i18n/catalogue';
import ui from '../i18n/catalogues/en/ui';
import { ToastCard, ToastViewport } from '../../components/ui/toast';
import { dismissToast } from './toast-store';
import { useToasts } from './use-toasts';

export function Toaster() {
  const toasts = useToasts();
  const t = useT(ui);
  return (
    <ToastPrimitive.Provider
      duration={TOAST.autoDismissMs}
      swipeDirection="right"
      label={t('ui.notification')}
    >
      {toasts.map((item) => (
        <ToastCard
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          title={item.title}
          description={item.description}
          variant={item.variant ?? 'default'}
        />
      ))}
      <ToastViewport />
    </ToastPrimitive.Provider>
  );
}
