import { sql, type Kysely } from 'kysely';

/**
 * Transfers create game account links: a delivered transfer proves the player has an
 * account in that game, so it links the two, in the same transaction that marks it delivered.
 *
 * A trigger rather than a call in the transfer service: every path that delivers a transfer (the
 * worker, a retry, an operator's fix in SQL) links the game, and the money code stays unaware of
 * profiles. The link keeps the earliest playingSince and a game's reported level; a transfer only
 * fills a missing game account id and refreshes when the player was last active. Deleted accounts
 * (anonymised profiles) get no new link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function link_game_account_on_delivery() returns trigger language plpgsql as $$
    begin
      if new.status = 'delivered'
        and (tg_op = 'INSERT' or old.status is distinct from 'delivered')
        and not exists (
          select 1 from player_profiles p where p.user_id = new.user_id and p.deleted_at is not null
        )
      then
        insert into game_account_links (user_id, game_code, game_account_id, level, playing_since, updated_at)
        values (
          new.user_id, new.game_code, new.game_account_id, null, new.created_at,
          coalesce(new.delivered_at, now())
        )
        on conflict (user_id, game_code) do update set
          game_account_id = coalesce(game_account_links.game_account_id, excluded.game_account_id),
          playing_since = least(game_account_links.playing_since, excluded.playing_since),
          updated_at = greatest(game_account_links.updated_at, excluded.updated_at);
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger game_transfers_link_game_account
    after insert or update of status on game_transfers
    for each row execute function link_game_account_on_delivery()`.execute(db);

  // Transfers delivered before this migration: one link per player and game, from the first one.
  await sql`
    insert into game_account_links (user_id, game_code, game_account_id, level, playing_since, updated_at)
    select distinct on (t.user_id, t.game_code)
      t.user_id, t.game_code, t.game_account_id, null, first.first_at, last.last_at
    from game_transfers t
    join lateral (
      select min(created_at) as first_at from game_transfers f
      where f.user_id = t.user_id and f.game_code = t.game_code and f.status = 'delivered'
    ) first on true
    join lateral (
      select max(coalesce(delivered_at, created_at)) as last_at from game_transfers l
      where l.user_id = t.user_id and l.game_code = t.game_code and l.status = 'delivered'
    ) last on true
    where t.status = 'delivered'
      and not exists (
        select 1 from player_profiles p where p.user_id = t.user_id and p.deleted_at is not null
      )
    order by t.user_id, t.game_code, t.created_at desc
    on conflict (user_id, game_code) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists game_transfers_link_game_account on game_transfers`.execute(db);
  await sql`drop function if exists link_game_account_on_delivery()`.execute(db);
}
