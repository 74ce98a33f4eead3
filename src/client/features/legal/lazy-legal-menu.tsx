/**
 * The Legal Documents menu, loaded on intent: its dropdown brings a popper library (about 20 KB
 * gzip) that no screen needs to show itself. Until then a look-alike button stands in; pointing at
 * it, focusing it or tapping it loads the menu, and a tap opens it as soon as it has arrived.
 */
import { lazy, Suspense, useState } from 'react';
import { Scale } from 'lucide-react';
import { Button } from '../../components/ui/button';

const loadMenu = () => import('./legal-menu');
const LegalMenu = lazy(() => loadMenu().then((module) => ({ default: module.LegalMenu })));

export function LazyLegalMenu() {
  const [state, setState] = useState<'idle' | 'loading' | 'open'>('idle');
  if (state !== 'idle') {
    const standIn = <StandIn busy />;
    return (
      <Suspense fallback={standIn}>
        <LegalMenu defaultOpen={state === 'open'} />
      </Suspense>
    );
  }
  return (
    <StandIn
      onIntent={() => void loadMenu()}
      onActivate={() => {
        setState('open');
      }}
    />
  );
}

function StandIn({
  busy,
  onIntent,
  onActivate,
}: {
  busy?: boolean;
  onIntent?: () => void;
  onActivate?: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Legal documents"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onClick={onActivate}
    >
      <Scale aria-hidden className="size-5" />
    </Button>
  );
}
