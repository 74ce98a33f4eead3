import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

export function AccessDeniedScreen() {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    // One visible toast at a time, so React's development double-run of effects still shows one.
    toast({
      title: 'Access Denied',
      description: "You don't have permission to access this page.",
      variant: 'destructive',
    });
  }, []);

  // Opened directly (no earlier entry in this tab), "back" would leave the app: go to the courses.
  const goBack = () => (location.key === 'default' ? navigate('/courses') : navigate(-1));

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <ShieldAlert aria-hidden className="size-12 text-danger dark:text-red-300" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-fg-muted">
        You don&apos;t have permission to access this page. This area is restricted to course owners and
        administrators.
      </p>
      <Button className="mt-6" onClick={goBack}>
        Go Back
      </Button>
    </section>
  );
}
