import { endpointUrl, metadataEndpoints, MetadataGroupsSchema, socialLinksOf } from '@portal/contracts';
import { runAdminCommand } from '../cli/adminCommands';
import { VERSION_CHECK_MS } from '../http/publicCache/contentVersions';
import { databaseTargets } from '../testing/databases';
import { expectSuccess, useTestApi } from '../testing/harness';

jest.setTimeout(240_000);

describe.each(databaseTargets)("the footer's social links an operator sets, on $name", (target) => {
  const api = useTestApi(target);
  const content = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runAdminCommand(['content', ...argv], api.db, {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    return { code, out: out.join('\n') };
  };
  /** What the shell's footer reads: the public COMMON answer. */
  const footerLinks = async () =>
    socialLinksOf(
      expectSuccess(
        await api.app.inject({
          method: 'GET',
          url: `${endpointUrl(metadataEndpoints.groups)}?groups=COMMON`,
        }),
        MetadataGroupsSchema,
      ),
    );

  /** The links served once the public answers have seen the change (checked at most once a second). */
  const servedWhen = async (done: (links: Awaited<ReturnType<typeof footerLinks>>) => boolean) => {
    let served = await footerLinks();
    for (const started = Date.now(); !done(served) && Date.now() - started < VERSION_CHECK_MS + 1_000;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      served = await footerLinks();
    }
    return served;
  };
  const DEMO_NETWORKS = ['discord', 'facebook', 'youtube', 'tiktok'];

  it('serves the demo accounts to every visitor', async () => {
    expect((await footerLinks()).map((link) => link.network)).toEqual(DEMO_NETWORKS);
  });

  it('refuses an http address, another site, an unknown network, and keeps what was set', async () => {
    const refused = async (links: unknown) => {
      const result = await content('set', 'social-links', JSON.stringify(links));
      expect(result.code).toBe(1);
      return result.out;
    };
    expect(await refused([{ network: 'discord', url: 'http://discord.gg/playerportal' }])).toBe(
      'Invalid "social_links" value at 0.url: url must be an https:// address',
    );
    expect(await refused([{ network: 'youtube', url: 'https://evil.example/youtube.com' }])).toBe(
      'Invalid "social_links" value at 0: url must be an address of the network it names',
    );
    expect(await refused([{ network: 'myspace', url: 'https://myspace.com/playerportal' }])).toContain(
      'network is one of discord, facebook, youtube, tiktok, x',
    );
    expect((await footerLinks()).map((link) => link.network)).toEqual(DEMO_NETWORKS);
  });

  it("serves the operator's links in their order once set, and none once cleared", async () => {
    const links = [
      { network: 'x', url: 'https://x.com/playerportal' },
      { network: 'discord', url: 'https://discord.com/invite/playerportal' },
    ];
    expect(await content('set', 'social-links', JSON.stringify(links))).toMatchObject({ code: 0 });
    expect(await servedWhen((served) => served.length === links.length)).toEqual(links);
    expect(JSON.parse((await content('show', 'social-links')).out)).toEqual(links);

    expect(await content('clear', 'social-links')).toMatchObject({ code: 0 });
    expect(await servedWhen((served) => served.length === 0)).toEqual([]);
  });
});
