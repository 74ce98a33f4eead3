/**
 * Entry point. Order matters: the theme class goes on <html> first (there is no inline script to do
 * it, the CSP will forbid one), then React renders; if that cannot happen, a plain DOM error screen.
 */
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from './lib/theme';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { startLanguage } from './lib/i18n/language';
import { App } from './app/app';
import { showStartupError } from './app/startup-error';

initTheme();
// The golfer's catalogue loads while the first screen's chunk does (docs/decisions.md §9).
void startLanguage();
// Before React mounts: the browser may offer installing once, right after the page loads.
listenForInstallPrompt();

function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the app into.');
  const root = createRoot(container, {
    // Errors no boundary caught (the router has its own) end here: show them rather than a blank page.
    onUncaughtError: (error) => showStartupError(error),
  });
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree; index.html's shell stays on screen meanwhile (issue 7: TBT).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

try {
  start();
  registerServiceWorker();
} catch (error) {
  showStartupError(error);
}
