import { METADATA_GROUPS } from '@portal/contracts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>     (also: npm run admin -w @portal/api -- <command>)

While the portal runs, every command goes to the running API (POST /api/admin/commands, the token
in <DATA_DIR>.admin.json, or ADMIN_API_URL + ADMIN_API_TOKEN); otherwise to the database itself.
ADMIN_OPERATOR names you in the audit trail (default: your OS user).

Commands:
  metadata get <group> <key>                     Print the latest record of a key
  metadata set <group> <key> <json> [--version N] Store a JSON value (default version 1)
  games list                                     List the game catalogue
  feedback list|export [--since <when>] …        Recent feedback; CSV export (feedback help)
  wallet grant|revoke|show|ledger|check …, jobs run …  Money: ledger adjustments and jobs (wallet help)
  gacha prizes|rarity …                          Gacha prizes as published; set a prize's rarity (gacha help)
  finance export|refund …                        Ledger totals by day and kind (CSV); reverse a top-up (finance help)
  campaign list|config|counter|codes|raffle|export …  Campaigns: config, counts, reward codes, raffle (campaign help)
  puzzle list|define|codes …                     Puzzle events: picture, grid, dates, reward codes (puzzle help)
  maintenance|announcement on|off|status …       Switch maintenance / the announcement (maintenance help)
  content list|show|set|clear|discount …         Content players see: discounts, ways to pay, events, pages (content help)
  news list|show|add|text|publish|unpublish|remove …  News on the home page, per language (news help)
  throttle list|clear <subject> [--scope S]      Sign-in throttles: who is held back; forget a subject (throttle help)
  studios list|add|remove <origin>               Studio sites allowed to embed the portal (CORS allowlist)
  audit [--since <when>] [--format csv]          Who changed what, when (audit help)
  releases [<app>]                               Remote releases: who, when, checks, canary share, how each ended
  token new <name> [--read-only]                 Make a per-operator admin token (an ADMIN_TOKENS entry)
  help                                           Show this help

Groups: ${METADATA_GROUPS.join(', ')}
Exit codes: 0 done, 1 failed or refused, 2 usage error.`;
