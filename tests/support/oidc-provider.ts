/**
 * A real OpenID Connect provider on loopback (the `oidc-provider` package), standing in for Google
 * in API and end-to-end tests. It behaves like Google where our server cares: authorization code
 * flow with PKCE required, email / email_verified / given_name / family_name / name in the ID token
 * (conformIdTokenClaims: false, as Google does), client_secret_post at the token endpoint.
 *
 * Sign-in uses oidc-provider's development login form: any login is accepted (the password is
 * ignored). The login names an account by its `sub` or email; an unknown email signs in as a new
 * verified account made up on the spot, so end-to-end tests can use fresh addresses. Consent is
 * granted automatically, as for a first-party client.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ProviderContext } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface OidcProviderOptions {
  /** 0 or undefined: any free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts?: TestAccount[];
}

export interface RunningOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

const SCOPES = 'openid email profile';

function accountFor(accounts: TestAccount[], login: string): TestAccount | undefined {
  const wanted = login.trim().toLowerCase();
  const known = accounts.find((a) => a.sub === login || a.email.toLowerCase() === wanted);
  if (known) return known;
  if (!/^[^@\s]+@[^@\s]+$/.test(wanted)) return undefined;
  const local = wanted.split('@')[0] ?? 'golfer';
  const given = local.charAt(0).toUpperCase() + local.slice(1);
  return {
    sub: `sub-${wanted}`,
    email: wanted,
    email_verified: true,
    given_name: given,
    family_name: 'Tester',
  };
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const accounts = options.accounts ?? [];
  // The provider needs its issuer URL (with the port) before it can answer, so listen first.
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    pkce: { required: () => true },
    // Put the scope's claims in the ID token itself, as Google does (our server reads them there).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // Short and explicit (oidc-provider prints a notice for each lifetime left at its default).
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    async findAccount(_ctx: ProviderContext, id: string) {
      const account = accountFor(accounts, id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ email_verified: true, ...account }),
      };
    },
    // First-party client: no consent screen (the recipe from oidc-provider's docs).
    async loadExistingGrant(ctx: ProviderContext) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name']);
      await grant.save();
      return grant;
    },
  });
  handler = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
