import { describe, expect, it } from 'vitest';
import { DATABASE_NAME } from '../../../src/client/offline/db';
import { DEVICE_STORE_NAME, deviceStoreMayExist } from '../../../src/client/lib/device-store-exists';

const browserWith = (names: string[]) =>
  ({ databases: async () => names.map((name) => ({ name, version: 1 })) }) as unknown as IDBFactory;

describe('deviceStoreMayExist (skips Dexie on a first visit)', () => {
  it('asks for the database the device store really opens', () => {
    expect(DEVICE_STORE_NAME).toBe(DATABASE_NAME);
  });

  it('is false only when the browser lists its databases and the store is not among them', async () => {
    expect(await deviceStoreMayExist(browserWith(['other-app']))).toBe(false);
    expect(await deviceStoreMayExist(browserWith(['other-app', DATABASE_NAME]))).toBe(true);
  });

  it('assumes the store may exist when the browser cannot tell', async () => {
    expect(await deviceStoreMayExist({} as IDBFactory)).toBe(true);
    const failing = { databases: () => Promise.reject(new Error('SecurityError')) } as unknown as IDBFactory;
    expect(await deviceStoreMayExist(failing)).toBe(true);
  });
});
