import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';

// Made at the first render, not when this module is evaluated: making the router starts loading the
// first screen, whose loader waits for the golfer's catalogue (routes.tsx, lazyScreen), and main.tsx
// starts that catalogue only once its imports, this module among them, are evaluated. Made earlier,
// the first screen never waited: a German golfer saw it in English first, and a toast it raised at
// once (the Google sign-in's failure) stayed English (docs/decisions.md §9).
let router: ReturnType<typeof createBrowserRouter> | undefined;

export function App() {
  router ??= createBrowserRouter(routes);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
