/** Settings of the profile domain (infra/api README "Profiles and friends"). */
export interface ProfileConfig {
  /** Game code → secret its server signs activity reports with (GAME_REPORT_SECRET_<GAME_CODE>). */
  gameReportSecrets: Record<string, string>;
  /** Secret for any game without its own (GAME_REPORT_SECRET), outside production only by default. */
  fallbackGameReportSecret: string | null;
  /** Signed reports older (or newer) than this are refused. */
  reportToleranceSeconds: number;
}

export const DEV_GAME_REPORT_SECRET = 'game-report-secret-for-development-only';

function secret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (value.length < 16) throw new Error(`${name} must be at least 16 characters`);
  return value;
}

export function loadProfileConfig(env: NodeJS.ProcessEnv, isProduction: boolean): ProfileConfig {
  const gameReportSecrets: Record<string, string> = {};
  for (const name of Object.keys(env)) {
    const match = /^GAME_REPORT_SECRET_([A-Z0-9_]+)$/.exec(name);
    const value = match ? secret(env, name) : undefined;
    if (match && value) gameReportSecrets[(match[1] ?? '').toLowerCase()] = value;
  }
  const fallback = secret(env, 'GAME_REPORT_SECRET') ?? (isProduction ? null : DEV_GAME_REPORT_SECRET);
  return {
    gameReportSecrets,
    fallbackGameReportSecret: fallback,
    reportToleranceSeconds: 300,
  };
}
