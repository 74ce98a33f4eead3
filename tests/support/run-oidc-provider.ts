/**
 * The loopback OpenID provider as a process, for Playwright's webServer (see oidc-provider.ts):
 *
 *   PORT=4318 CLIENT_ID=fairway-e2e CLIENT_SECRET=e2e-secret \
 *   REDIRECT_URI=http://127.0.0.1:4317/api/auth/google/callback npx tsx tests/support/run-oidc-provider.ts
 *
 * REDIRECT_URI may list several URIs separated by commas. Prints "ready <issuer>" once listening;
 * stops on SIGTERM or SIGINT. Log in on its form with any email (password ignored); these
 * accounts also exist: google-golfer@example.test (sub google-golfer-1, Gabriel Green).
 */
import { startOidcProvider } from './oidc-provider';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`${name} is required`);
    process.exit(1);
  }
  return value;
}

const provider = await startOidcProvider({
  port: Number(process.env.PORT ?? 4318),
  clientId: required('CLIENT_ID'),
  clientSecret: required('CLIENT_SECRET'),
  redirectUris: required('REDIRECT_URI')
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean),
  accounts: [
    {
      sub: 'google-golfer-1',
      email: 'google-golfer@example.test',
      email_verified: true,
      given_name: 'Gabriel',
      family_name: 'Green',
      name: 'Gabriel Green',
    },
  ],
});
console.log(`ready ${provider.issuer}`);

const stop = () => {
  void provider.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
