/** Where the portal started by the global setup lives, handed to the workers through the environment. */
export const PORTAL_ENV = {
  url: 'PORTAL_E2E_URL',
  apiUrl: 'PORTAL_E2E_API_URL',
  deployDir: 'PORTAL_E2E_DEPLOY_DIR',
  shellDir: 'PORTAL_E2E_SHELL_DIR',
} as const;

export interface PortalUnderTest {
  url: string;
  apiUrl: string;
  deployDir: string;
  shellDir: string;
  /** The API's data directory (DATA_DIR), known for a portal of the test's own (`ownDeployment`). */
  dataDir?: string;
}

export function portalFromEnv(env: NodeJS.ProcessEnv = process.env): PortalUnderTest {
  const read = (name: string) => {
    const value = env[name];
    if (!value)
      throw new Error(
        `${name} is not set: run the tests through infra/e2e/playwright.config.ts (its global setup starts the portal)`,
      );
    return value;
  };
  return {
    url: read(PORTAL_ENV.url),
    apiUrl: read(PORTAL_ENV.apiUrl),
    deployDir: read(PORTAL_ENV.deployDir),
    shellDir: read(PORTAL_ENV.shellDir),
  };
}
