import { sql, type Kysely } from 'kysely';

/**
 * Each gacha prize carries its rarity, shown on the reveal, the events page and the draw history.
 * Prizes that exist already get the rarity their share of their event's weight implies (≤ 5 %
 * legendary, ≤ 12 % epic, ≤ 25 % rare); a prize inserted later is common unless it names one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table gacha_prizes
      add column rarity text not null default 'common'
      constraint gacha_prizes_rarity_check check (rarity in ('common', 'rare', 'epic', 'legendary'))`.execute(
    db,
  );
  await sql`
    update gacha_prizes p
       set rarity = case
         when p.weight * 100 <= t.total * 5 then 'legendary'
         when p.weight * 100 <= t.total * 12 then 'epic'
         when p.weight * 100 <= t.total * 25 then 'rare'
         else 'common' end
      from (select event_code, sum(weight) as total from gacha_prizes group by event_code) t
     where t.event_code = p.event_code`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table gacha_prizes drop column rarity`.execute(db);
}
