// Unit tests run without a browser; IndexedDB comes from fake-indexeddb so Dexie code runs unchanged.
import 'fake-indexeddb/auto';
