import * as v from 'valibot';
import { CONTENT_KEYS, type Groups } from './contentRules';
import { settingsList } from './metadata';

/** The footer's links to the publisher's accounts (COMMON / social_links). */

/* ----- COMMON / social_links: the publisher's accounts, linked from every page's footer ----- */
/** The networks the footer has a mark for. */
export const SOCIAL_NETWORKS = ['discord', 'facebook', 'youtube', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The sites an address of each network may be on (or under: `www.youtube.com`). */
const SOCIAL_NETWORK_HOSTS: Record<SocialNetwork, readonly string[]> = {
  discord: ['discord.gg', 'discord.com'],
  facebook: ['facebook.com', 'fb.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  x: ['x.com', 'twitter.com'],
};

const httpsHost = (url: string) => /^https:\/\/([a-z0-9.-]+)(?:[/?#]\S*)?$/i.exec(url)?.[1]?.toLowerCase();

function buildSocialLinkRules() {
  const link = v.pipe(
    v.object({
      network: v.picklist(SOCIAL_NETWORKS, `network is one of ${SOCIAL_NETWORKS.join(', ')}`),
      url: v.pipe(
        v.string('url must be a string'),
        v.maxLength(300, 'url is at most 300 characters'),
        v.check((url) => httpsHost(url) !== undefined, 'url must be an https:// address'),
      ),
    }),
    v.check(({ network, url }) => {
      const host = httpsHost(url) ?? '';
      return SOCIAL_NETWORK_HOSTS[network].some((site) => host === site || host.endsWith(`.${site}`));
    }, 'url must be an address of the network it names'),
  );
  /** The whole list as an operator stores it: each network once, in the order the footer shows them. */
  const list = v.pipe(
    v.array(link),
    v.check(
      (links) => new Set(links.map((each) => each.network)).size === links.length,
      'each network is listed once',
    ),
  );
  return { link, list };
}

let socialLinkRules: ReturnType<typeof buildSocialLinkRules> | undefined;
/**
 * The social link schemas, made on first use: contracts are bundled per app, and a module's
 * top-level schemas stay in every app that imports anything of it (the password rule, say).
 */
export const socialLinkSchemas = () => (socialLinkRules ??= buildSocialLinkRules());
export type SocialLink = v.InferOutput<ReturnType<typeof socialLinkSchemas>['link']>;

/**
 * The footer's social links from a public COMMON answer: entries that break the rules are left out,
 * a network's second link too. Apart from `contentOf`, so only the footer's lazy code carries it.
 */
export const socialLinksOf = (groups: Groups): SocialLink[] =>
  settingsList(groups?.COMMON ?? [], CONTENT_KEYS.socialLinks, socialLinkSchemas().link).filter(
    (link, index, links) => links.findIndex((other) => other.network === link.network) === index,
  );
