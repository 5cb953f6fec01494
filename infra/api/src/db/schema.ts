/**
 * The Kysely database type, as an open registry: db/ never imports a domain. Each domain adds its
 * tables in its own `domain.ts`, next to its migrations and demo data (see db/domain.ts):
 *
 *   declare module '../db/schema' {
 *     interface Database extends MoneyTables {}
 *   }
 *
 * TypeScript merges every such declaration into this one interface, so `Kysely<Database>` knows
 * all tables wherever the domain modules are part of the program (src/domains.ts lists them all).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Database {}
