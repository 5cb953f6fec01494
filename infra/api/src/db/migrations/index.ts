import type { Migration } from 'kysely';
import * as platformFoundation from './0001_platform_foundation';
import * as accounts from './0002_accounts';
import * as feedback from './0003_feedback';
import * as money from './0005_money';
import * as profiles from './0007_profiles';
import * as campaign from './0008_campaign';
import * as signInHardening from './0009_sign_in_hardening';
import * as puzzleEvents from './0010_puzzle_events';

/**
 * Every migration, registered by name in order. Add new ones as `0002_<what>` below;
 * never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform_foundation': platformFoundation,
  '0002_accounts': accounts,
  '0003_feedback': feedback,
  '0005_money': money,
  '0007_profiles': profiles,
  '0008_campaign': campaign,
  '0009_sign_in_hardening': signInHardening,
  '0010_puzzle_events': puzzleEvents,
};
