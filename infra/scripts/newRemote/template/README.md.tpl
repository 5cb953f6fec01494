# __APP__

The campaign of `__GAME_CODE__`, a remote of the player portal built on the campaign kit
(`@portal/campaign`): the kit draws the landing, the pre-registration and every widget; this folder
holds the game's words, art and configuration. It owns the routes in [`routes.ts`](routes.ts) and
ships on its own: the shell and the gateway learn its routes when it is deployed, with no shell
rebuild and no gateway restart.

| Where                               | What                                                                                                                                     |
| ----------------------------------- | ---------------------------------------------------------------------------------------------------------------------------------------- |
| `src/i18n/texts/{en,id,th,vn}.ts`   | Every word: name, tagline, `pointsName`, sections, characters (the compiler checks the four languages have the same keys)                |
| `src/content/art.ts`, `src/assets/` | The art slots: key art (the hero and the link preview), one portrait per character                                                       |
| `src/campaign/config.ts`            | Game code, section order, store link (the consent links the game's own terms: `campaignLegalLinks`)                                                                                     |
| `src/features/landing/`             | HOME (hero, counter, pre-registration), MILESTONE, CHARACTERS, BENEFIT (points, quests, referral, raffle, draw, rewards and their codes) |
| `routes.ts`, `pageMeta.ts`          | The routes, and each one's title, description and preview image per language                                                             |

## The campaign team's path

1. **Scaffold** (done): `npm run new:remote -- __APP__` wrote this folder and added it to the root
   `package.json` workspaces. Run `npm install` once to link it.
2. **Create the game and its campaign on the server**, once per environment (against the running
   API, or the database when none runs):

   ```sh
   npm run admin -- campaign create __GAME_CODE__ --name "__TITLE__" --launch 2027-01-01T00:00:00Z \
     --description "A new adventure is coming." --pre-registration open
   ```

   The game is then listed on `/games` and `/games/__GAME_CODE__`, and its campaign answers the kit
   (pre-registration, counter, points, quests, referral, raffle, draw, rewards). The rules default to
   40 points × 5 rewarded referrals, a 750-point cap from tasks and 250 points per draw; change them
   with `npm run admin -- campaign config __GAME_CODE__ --referral-points 50 --draw-cost 300 …`, add
   reward codes with `npm run admin -- campaign codes import __GAME_CODE__ <reward> codes.csv`
   (`npm run admin -- campaign help` lists every option).

3. **Write the game**: replace the words in `src/i18n/texts/*.ts` (keep `pointsName`: the kit's
   sentences use it), and the art in `src/assets/` (PNG, JPEG or SVG; update the sizes in
   `src/content/art.ts` if they change). Add or reorder sections in `src/campaign/config.ts` and
   `src/features/landing/`; every kit widget takes `api` (`campaignCalls('__GAME_CODE__')`) and shows its
   own loading, empty and error states.
   **Translate the content**: the API serves quests, learn videos, rewards, prizes, puzzle events
   and the pre-registration coupon in English; the `content` section of `vn.ts`, `th.ts` and `id.ts`
   gives them in each language, keyed by their codes:
   `content.quests.<questCode>.title|description`, `content.videos.<videoCode>.title|description|question|options.<i>`,
   `content.rewards.<rewardCode>.title|description`, `content.prizes.<name as a slug>.name`
   ("Echo Crystal ×50" → `echo-crystal-50`), `content.puzzles.<eventCode>.title|rewardTitle`,
   `content.coupons.pre-registration.title`. English has none: an English page shows the API's text
   as the operator wrote it, and so does a code without an entry. The kit's
   widgets, and the portal's pages that list this campaign's content (/quest), read it through
   `./texts` (`src/i18n/catalogue.ts`).
4. **Develop alone**: `npm run serve -w __APP__` serves the app on http://127.0.0.1:__DEV_PORT__/
   (`/` opens the landing; every route opens by its URL). API calls go to `API_URL` (default
   http://127.0.0.1:8081): start it with `npm start` (the whole portal) or `npm run start -w @portal/api`.
5. **Test**: `cd __APP__ && npx jest` (landing, characters, languages, puzzle page);
   `npx tsc -p __APP__/tsconfig.json --noEmit`; `npx eslint __APP__/src`.
6. **Deploy**: `npm run deploy:remote -- __APP__` builds into a new version folder (`routes.json` with
   each route's page meta beside `mf-manifest.json`), checks it, and makes it live by rewriting the
   registry atomically. Refused with nothing changed when a route is invalid, when a path belongs to
   the shell or another remote (the message names the path and both owners), or when the build is
   over `jsBudgetKB` (routes.ts). The running gateway serves the new routes on the next request:
   open `/games/official/__GAME_CODE__`.
7. **Roll back**: `npm run rollback:remote -- __APP__` makes the previous version live again, with
   its routes; the newer folder stays on disk. `node --import tsx infra/gateway/src/deploy/cli.ts list __APP__`
   shows the history.

Routes: declare a new one in `routes.ts` (path pattern, page key, `protected` for signed-in players,
`menuKey`, `meta` from `pageMeta.ts` with `index: false` for personal pages) and map its page key in
`src/App.tsx`; never write the paths a second time. The shell's own files never change in this path.
