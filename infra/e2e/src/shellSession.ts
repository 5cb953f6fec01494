/**
 * Helpers of the shell's browser tests (tests/shell-*.spec.ts): players and sessions come from
 * players.ts.
 */
export {
  DEMO_PLAYER,
  giveSessionTo,
  registerThroughApi,
  signInThroughApi,
  type PlayerSession,
} from './players';
