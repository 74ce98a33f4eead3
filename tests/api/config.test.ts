import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CSP_CONNECT_SRC, loadConfig } from '../../src/server/config';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../src/server/notifications/push-services';
import { WRITE_RATE_LIMITS } from '../../src/shared/constants';

/** What `openssl rand -base64 48` prints. */
const SECRET = randomBytes(48).toString('base64');

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('fills the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      staticDir: path.resolve('dist'),
      seedDemo: true,
    });
  });

  it('derives PUBLIC_URL from HOST and PORT and turns the demo off with a DATABASE_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
    });
    expect(config).toMatchObject({ port: 8080, publicUrl: 'http://localhost:8080', seedDemo: false });
    // Issue 20: bound to one address, the server announces that origin, not localhost (another origin).
    const at = (HOST: string) => loadConfig({ DATA_DIR: dataDir, PORT: '8080', HOST }).publicUrl;
    expect(at('127.0.0.1')).toBe('http://127.0.0.1:8080');
    expect(at('::1')).toBe('http://[::1]:8080');
    expect(at('[::1]')).toBe('http://[::1]:8080');
    expect(at('fairway.local')).toBe('http://fairway.local:8080');
    expect(at('0.0.0.0')).toBe('http://localhost:8080');
    expect(at('::')).toBe('http://localhost:8080');
    expect(
      loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PUBLIC_URL: 'https://a.example' }).publicUrl,
    ).toBe('https://a.example');
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/app', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it('sizes the main pool and the point lane from DATABASE_POOL_SIZE and DATABASE_POINT_POOL_SIZE', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).databasePools).toEqual({ size: 10, pointSize: 2 });
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: ' 25 ', DATABASE_POINT_POOL_SIZE: '0' })
        .databasePools,
    ).toEqual({ size: 25, pointSize: 0 });
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE must be between 1 and 1000/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POINT_POOL_SIZE: 'two' })).toThrow(
      /DATABASE_POINT_POOL_SIZE must be a whole number/,
    );
  });

  it("keeps idle keep-alive connections HTTP_KEEP_ALIVE_SECONDS, 65 by default (above a load balancer's 60)", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).keepAliveSeconds).toBe(65);
    expect(loadConfig({ DATA_DIR: dataDir, HTTP_KEEP_ALIVE_SECONDS: '620' }).keepAliveSeconds).toBe(620);
    expect(() => loadConfig({ DATA_DIR: dataDir, HTTP_KEEP_ALIVE_SECONDS: '0' })).toThrow(
      /HTTP_KEEP_ALIVE_SECONDS must be between 1 and 3600/,
    );
  });

  it('reads DATABASE_READ_URL as a list of replicas, valid only beside DATABASE_URL', () => {
    const primary = 'postgres://u:p@db:5432/app';
    expect(loadConfig({ DATA_DIR: dataDir }).databaseReadUrls).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: primary,
        DATABASE_READ_URL: ' postgres://u:p@r1:5432/app, postgresql://u:p@r2/app ',
      }).databaseReadUrls,
    ).toEqual(['postgres://u:p@r1:5432/app', 'postgresql://u:p@r2/app']);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: primary, DATABASE_READ_URL: '' }).databaseReadUrls,
    ).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_READ_URL: 'postgres://u:p@r1/app' })).toThrow(
      /DATABASE_READ_URL: read replicas need DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: primary,
        DATABASE_READ_URL: 'postgres://r1/app, mysql://r2/app',
      }),
    ).toThrow(/DATABASE_READ_URL must be a comma-separated list of postgres:\/\/ or postgresql:\/\/ URLs/);
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'SEED_DEMO']) expect(problems).toContain(name);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: SECRET }).jwtSecret).toBe(
      SECRET,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('refuses a guessable JWT_SECRET however long, and takes random ones of every usual kind (issue 36)', () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    for (const weak of [
      'a'.repeat(32),
      'x'.repeat(64),
      'password'.repeat(4),
      'abcdefghijklmnopqrstuvwxyz012345',
      '12345678901234567890123456789012',
      'abababababababababababababababab',
    ]) {
      expect(() => loadConfig({ ...production, JWT_SECRET: weak }), weak).toThrow(/JWT_SECRET is guessable/);
    }
    for (let i = 0; i < 200; i++) {
      for (const random of [randomBytes(16).toString('hex'), randomBytes(24).toString('base64url')]) {
        expect(loadConfig({ ...production, JWT_SECRET: random }).jwtSecret).toBe(random);
      }
    }
  });

  it('reads NODE_ENV whatever its case, refuses values it does not know, and seeds the demo only in development (issue 36)', () => {
    const withSecret = { DATA_DIR: dataDir, JWT_SECRET: SECRET };
    for (const value of ['Production', ' PRODUCTION ', 'production']) {
      const config = loadConfig({ ...withSecret, NODE_ENV: value });
      expect(config).toMatchObject({ nodeEnv: 'production', seedDemo: false });
      expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: value })).toThrow(/JWT_SECRET: required/);
    }
    for (const value of ['prod', 'staging', 'live']) {
      expect(() => loadConfig({ ...withSecret, NODE_ENV: value })).toThrow(
        /NODE_ENV must be one of development, test, production/,
      );
    }
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: '' })).toMatchObject({
      nodeEnv: 'development',
      seedDemo: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' })).toMatchObject({
      nodeEnv: 'test',
      seedDemo: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('never seeds the demo under NODE_ENV=production, and says why when asked to', () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: SECRET };
    // The embedded database is the default; in production it must not bring the demo admin along.
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO.*NODE_ENV=production/);
  });

  it('generates a development secret once and keeps it in DATA_DIR across restarts', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dataDir, 'secret'), 'utf8')).trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('generates VAPID keys once in DATA_DIR outside production; reads and checks VAPID_* (docs/product.md §12)', async () => {
    const first = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).vapid!;
    // Reading the configuration writes nothing (the command-line tools read it, and `npm run
    // restore` wants an empty DATA_DIR): the keys are made when first used.
    expect(await readdir(dataDir)).toEqual([]);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    expect(first.subject).toBe('mailto:push@localhost.invalid');
    expect(JSON.parse(await readFile(path.join(dataDir, 'vapid.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(first);

    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: SECRET };
    // Production without keys sends no push (e-mail still goes); nothing is generated for it.
    expect(loadConfig(production).vapid).toBeUndefined();
    const keys = {
      VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'y'.repeat(43),
      VAPID_SUBJECT: 'mailto:ops@fairway.example',
    };
    expect(loadConfig({ ...production, ...keys }).vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@fairway.example',
    });
    expect(
      loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'https://fairway.example/contact' }).vapid?.subject,
    ).toBe('https://fairway.example/contact');
    expect(() => loadConfig({ ...production, ...keys, VAPID_SUBJECT: '' })).toThrow(
      /VAPID_SUBJECT: required/,
    );
    // Apple refuses a subject that is not a mailto: address or an https URL.
    for (const subject of [
      'ops@fairway.example',
      'http://fairway.example',
      'mailto:ops',
      'https://localhost',
    ]) {
      expect(() => loadConfig({ ...production, ...keys, VAPID_SUBJECT: subject })).toThrow(
        /VAPID_SUBJECT must be a mailto: address or an https URL/,
      );
    }
    expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /set both to enable Web Push/,
    );
    expect(() => loadConfig({ ...production, ...keys, VAPID_PUBLIC_KEY: 'short' })).toThrow(
      /VAPID_PUBLIC_KEY must be/,
    );
    expect(() => loadConfig({ ...production, ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /VAPID_PRIVATE_KEY must be/,
    );
  });

  it('reads the session and Google sign-in settings', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      accessTokenTtlSeconds: 900,
      trustProxy: { kind: 'none' },
      google: undefined,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL_SECONDS: '60',
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config).toMatchObject({
      accessTokenTtlSeconds: 60,
      trustProxy: { kind: 'hops', hops: 1 },
      google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    });
    const local = { DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(loadConfig({ ...local, OIDC_ISSUER: 'http://127.0.0.1:9000/' }).google?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('reads TRUST_PROXY as off, a number of proxies, or their addresses and ranges', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
    expect(trust('false')).toEqual({ kind: 'none' });
    expect(trust('0')).toEqual({ kind: 'none' });
    expect(trust('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(trust(' 10.0.0.0/8, 192.168.1.7 2001:db8::/32 ')).toEqual({
      kind: 'ranges',
      ranges: ['10.0.0.0/8', '192.168.1.7', '2001:db8::/32'],
    });
    for (const bad of ['maybe', '11', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.internal']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses half a Google configuration, plain-http issuers off loopback and bad TTLs', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id' })).toThrow(/set both/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OIDC_ISSUER: 'http://issuer.example' })).toThrow(/https/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OIDC_ISSUER: 'not a url' })).toThrow(/full URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(
      /ACCESS_TOKEN_TTL_SECONDS/,
    );
    expect(loadConfig({ DATA_DIR: dataDir }).publicCacheMaxAgeSeconds).toBe(30);
    expect(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_CACHE_MAX_AGE_SECONDS: '0' }).publicCacheMaxAgeSeconds,
    ).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_CACHE_MAX_AGE_SECONDS: '3601' })).toThrow(
      /PUBLIC_CACHE_MAX_AGE_SECONDS must be between 0 and 3600/,
    );
  });
  it('keeps CORS closed and the map host in connect-src by default; reads both origin lists', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      corsOrigins: [],
      cspConnectSrc: DEFAULT_CSP_CONNECT_SRC,
    });
    expect(DEFAULT_CSP_CONNECT_SRC).toEqual(['https://tiles.openfreemap.org']);
    const config = loadConfig({
      DATA_DIR: dataDir,
      CORS_ORIGINS: ' https://app.example.com, http://localhost:5173/ ,https://app.example.com',
      CSP_CONNECT_SRC: 'https://maps.example.com https://tiles.example.com:8443',
    });
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    // Set, it replaces the default: a deployment with its own map server need not allow OpenFreeMap.
    expect(config.cspConnectSrc).toEqual(['https://maps.example.com', 'https://tiles.example.com:8443']);
    expect(loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: '', CSP_CONNECT_SRC: ' ' })).toMatchObject({
      corsOrigins: [],
      cspConnectSrc: DEFAULT_CSP_CONNECT_SRC,
    });
  });

  it('reads the per-user write limits (WRITE_RATE_LIMIT_*): shared defaults, overrides, 0 for off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).writeRateLimits).toEqual({
      reviews: WRITE_RATE_LIMITS.reviews.limit,
      restrooms: WRITE_RATE_LIMITS.restrooms.limit,
      feedback: WRITE_RATE_LIMITS.feedback.limit,
      reports: WRITE_RATE_LIMITS.reports.limit,
    });
    const bench = loadConfig({
      DATA_DIR: dataDir,
      WRITE_RATE_LIMIT_REVIEWS: ' 100000 ',
      WRITE_RATE_LIMIT_RESTROOMS: '0',
      WRITE_RATE_LIMIT_FEEDBACK: '5',
      WRITE_RATE_LIMIT_REPORTS: '7',
    });
    expect(bench.writeRateLimits).toEqual({ reviews: 100_000, restrooms: 0, feedback: 5, reports: 7 });
    for (const bad of ['-1', 'lots', '1.5', '2000000']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, WRITE_RATE_LIMIT_REVIEWS: bad }), bad).toThrow(
        /WRITE_RATE_LIMIT_REVIEWS/,
      );
    }
  });

  it('reads the per-address limits (ADDRESS_RATE_LIMIT_*): defaults, overrides, 0 for off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).addressRateLimits).toEqual({
      reads: 600,
      registrations: 20,
      accountEmails: 20,
      exports: 20,
      signIns: 100,
      refreshes: 300,
      signReports: 1,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADDRESS_RATE_LIMIT_READS: '0',
      ADDRESS_RATE_LIMIT_REGISTRATIONS: '5',
      ADDRESS_RATE_LIMIT_ACCOUNT_EMAILS: '100',
      ADDRESS_RATE_LIMIT_EXPORTS: '3',
      ADDRESS_RATE_LIMIT_SIGN_INS: '7',
      ADDRESS_RATE_LIMIT_REFRESHES: '0',
      ADDRESS_RATE_LIMIT_SIGN_REPORTS: '4',
    });
    expect(config.addressRateLimits).toEqual({
      reads: 0,
      registrations: 5,
      accountEmails: 100,
      exports: 3,
      signIns: 7,
      refreshes: 0,
      signReports: 4,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, ADDRESS_RATE_LIMIT_READS: 'lots' })).toThrow(
      /ADDRESS_RATE_LIMIT_READS/,
    );
  });

  it('reads the per-account session ceilings (ACCOUNT_RATE_LIMIT_*): defaults, overrides, 0 for off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).accountRateLimits).toEqual({ signIns: 20, refreshes: 30 });
    const config = loadConfig({
      DATA_DIR: dataDir,
      ACCOUNT_RATE_LIMIT_SIGN_INS: '0',
      ACCOUNT_RATE_LIMIT_REFRESHES: '5',
    });
    expect(config.accountRateLimits).toEqual({ signIns: 0, refreshes: 5 });
    expect(() => loadConfig({ DATA_DIR: dataDir, ACCOUNT_RATE_LIMIT_SIGN_INS: 'lots' })).toThrow(
      /ACCOUNT_RATE_LIMIT_SIGN_INS/,
    );
  });

  it('refuses origin lists with wildcards, paths or other schemes', () => {
    for (const bad of ['*', 'https://app.example.com/path', 'app.example.com', 'ftp://files.example.com']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
      expect(() => loadConfig({ DATA_DIR: dataDir, CSP_CONNECT_SRC: bad }), bad).toThrow(/CSP_CONNECT_SRC/);
    }
  });

  it("sends Web Push only to the browsers' push services unless PUSH_SERVICE_HOSTS names others", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).pushServiceHosts).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: ' ' }).pushServiceHosts).toEqual(
      DEFAULT_PUSH_SERVICE_HOSTS,
    );
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        PUSH_SERVICE_HOSTS: 'Push.Example.com:8443, *.push.example.org 127.0.0.1',
      }).pushServiceHosts,
    ).toEqual(['push.example.com:8443', '*.push.example.org', '127.0.0.1']);
    for (const bad of [
      'https://fcm.googleapis.com',
      'fcm.googleapis.com/fcm',
      '*',
      '*.',
      'push.example.com:0',
      'push.example.com:99999',
      'user@push.example.com',
      'push..example.com',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: bad }), bad).toThrow(
        /PUSH_SERVICE_HOSTS must be a comma-separated list of host names/,
      );
    }
  });
});
