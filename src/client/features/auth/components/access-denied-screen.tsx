import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import auth from '../../../lib/i18n/catalogues/en/auth';
import { toast } from '../../../lib/toast';

export function AccessDeniedScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT(auth);

  useEffect(() => {
    // One visible toast at a time, so React's development double-run of effects still shows one.
    toast({ title: t('auth.accessDenied'), description: t('auth.noPermission'), variant: 'destructive' });
    // Once, as the screen opens: a later change of language does not toast again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Opened directly (no earlier entry in this tab), "back" would leave the app: go to the courses.
  const goBack = () => (location.key === 'default' ? navigate('/courses') : navigate(-1));

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <ShieldAlert aria-hidden className="size-12 text-danger dark:text-red-300" />
      <h1 className="mt-4 text-2xl font-bold">{t('auth.accessDenied')}</h1>
      <p className="mt-2 text-fg-muted">{t('auth.restricted')}</p>
      <Button className="mt-6" onClick={goBack}>
        {t('auth.goBack')}
      </Button>
    </section>
  );
}
