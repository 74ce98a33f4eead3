// Unit tests run without a browser; IndexedDB comes from fake-indexeddb so Dexie code runs unchanged.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

// A worker runs its files one after another in one process and one environment (isolate: false in
// vite.config.ts), and this file runs before each of them, so that every file starts as it would in
// a process of its own: the app's modules are evaluated afresh (module state such as the toast list
// or "the server was unreachable" does not carry over), the device store is a new, empty IndexedDB
// (Dexie reads its factory when a database is made), and the page's storage and body are empty (a test
// that writes to document.body itself, such as the start-up error screen's, left its alert behind for
// the next file's getByRole('alert')).
vi.resetModules();
const freshIndexedDb = new IDBFactory();
globalThis.indexedDB = freshIndexedDb;
Dexie.dependencies.indexedDB = freshIndexedDb;
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.replaceChildren();
  // TanStack Query is a package, not one of the app's modules: resetModules leaves its online state as
  // the last file left it. A file that went offline (an 'offline' event) paused every query of the
  // next files in the worker: pseudo-door-sign's lookup never ran, now and then.
  const { onlineManager } = await import('@tanstack/react-query');
  onlineManager.setOnline(true);
}

// Testing Library's findBy/waitFor give up after 1 s by default. The screens drawn here load lazy
// chunks and catalogues, which on a loaded 2-core host (CI, agents beside it) takes longer than that
// now and then: a flake, not a fault. 5 s still fails a test whose awaited element never comes.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
