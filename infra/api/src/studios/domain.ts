import type { DomainModule } from '../db/domain';
import * as studioEmbeds from './migrations/0013_studio_embeds';
import * as widgetEmbedSessions from './migrations/0019_widget_embed_sessions';
import type { StudioTables } from './tables';

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends StudioTables {}
}

/** Studios that embed the portal on their own sites: the allowlist of their origins (no demo data). */
export const studiosDomain: DomainModule = {
  name: 'studios',
  migrations: {
    '0013_studio_embeds': studioEmbeds,
    '0019_widget_embed_sessions': widgetEmbedSessions,
  },
};
