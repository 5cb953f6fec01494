import {
  campaignErrorCodes,
  type LoginPayload,
  type PreRegistrationConsentPayload,
  type PreRegistrationStatus,
  type RegisterPayload,
  type SendCodePayload,
  type Session,
} from '@portal/contracts';
import {
  normalizeEmail,
  type AuthService,
  type CallerContext,
  type SignedIn,
  type SessionService,
  type UsersRepository,
} from '../../auth';
import { issueCoupon, toCoupon } from '../../money';
import { inTransaction } from '../../db/transaction';
import { unixSeconds } from '../../lib/time';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError, isUniqueViolation } from '../errors';
import type { ReferralService } from '../referral/service';

/** How far above the per-IP email check limit a caller with a proof of work may go. */
const PROVEN_FACTOR = 50;

export interface PreRegistrationDeps extends CampaignDeps {
  auth: AuthService;
  sessions: SessionService;
  users: UsersRepository;
  referrals: ReferralService;
}

const closed = () =>
  new CampaignError(
    409,
    campaignErrorCodes.preRegistrationClosed,
    'Pre-registration is closed for this game.',
  );

const alreadyPreRegistered = () =>
  new CampaignError(
    409,
    campaignErrorCodes.alreadyPreRegistered,
    'You have already pre-registered for this game.',
  );

function requireOpen(campaign: CampaignRow) {
  if (!campaign.pre_registration_open) throw closed();
}

/**
 * The five steps of 001 §2: email → login | (password + OTP) → consent → done. Steps 2 and 3 are the
 * accounts domain's own sign-in and registration (the same code mail, throttle and resend
 * countdown); this service adds the campaign's consent, its coupon and the referral.
 */
export function createPreRegistrationService(deps: PreRegistrationDeps) {
  const { db, clock, auth, sessions, users, referrals, rate, limits } = deps;

  async function status(campaign: CampaignRow, userId: number): Promise<PreRegistrationStatus> {
    const row = await db
      .selectFrom('campaign_pre_registrations')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const coupon = row
      ? await db.selectFrom('coupons').selectAll().where('code', '=', row.coupon_code).executeTakeFirst()
      : undefined;
    return {
      preRegistered: Boolean(row),
      preRegisteredAt: row ? unixSeconds(row.consented_at) : null,
      channel: row?.channel ?? null,
      coupon: coupon ? toCoupon(coupon, clock()) : null,
      lotteryNumber: userId,
    };
  }

  return {
    /** Step 1: which form comes next. Per-IP limited: it tells whether an email has an account. */
    async checkEmail(gameCode: string, email: string, ip: string, proven = false) {
      requireOpen(await requireCampaign(db, gameCode));
      // Past the per-IP limit the route asks for a proof of work; with one, only a limit far above
      // what the players behind one address produce applies.
      await rate.consume(
        proven ? 'email-check:ip-hard' : 'email-check:ip',
        ip,
        proven
          ? { ...limits.emailChecksPerIp, max: limits.emailChecksPerIp.max * PROVEN_FACTOR }
          : limits.emailChecksPerIp,
        'Too many emails checked. Please try again in {wait}.',
      );
      const user = await users.findByEmail(normalizeEmail(email));
      return { email: email.trim(), accountExists: Boolean(user) };
    },

    /** Step 2a: the accounts domain's sign-in (its failure throttle applies). */
    async login(gameCode: string, payload: LoginPayload, caller: CallerContext): Promise<SignedIn> {
      const campaign = await requireCampaign(db, gameCode);
      requireOpen(campaign);
      // Back to the campaign's landing after sign-in unless the page asked for another path.
      return auth.login({ ...payload, referrer: payload.referrer ?? campaign.landing_path }, caller);
    },

    /** Step 2b and "resend": the registration code mail; resend is refused during the countdown. */
    async sendCode(gameCode: string, payload: SendCodePayload, caller: CallerContext) {
      requireOpen(await requireCampaign(db, gameCode));
      return auth.sendRegisterCode(payload, caller, 'campaign');
    },

    /** Step 3: the code creates the account (email verified) and signs it in. */
    async verify(gameCode: string, payload: RegisterPayload, caller: CallerContext): Promise<Session> {
      const campaign = await requireCampaign(db, gameCode);
      requireOpen(campaign);
      const { userId } = await auth.register(payload);
      const session = await sessions.issue(userId, caller);
      return {
        token: session.token,
        userId,
        expiresAt: unixSeconds(session.expiresAt),
        referrer: campaign.landing_path,
      };
    },

    status: async (gameCode: string, userId: number) => status(await requireCampaign(db, gameCode), userId),

    /**
     * Step 4: consent to the current terms and EULA; one pre-registration per account and campaign.
     * Issues the coupon and counts the player's referral (theirs, given now or earlier) in one go.
     */
    async consent(gameCode: string, userId: number, payload: PreRegistrationConsentPayload) {
      const campaign = await requireCampaign(db, gameCode);
      requireOpen(campaign);
      if (payload.termsVersion !== campaign.terms_version || payload.eulaVersion !== campaign.eula_version) {
        throw new CampaignError(
          409,
          campaignErrorCodes.consentOutdated,
          `The terms (${campaign.terms_version}) or the EULA (${campaign.eula_version}) changed; please read them again.`,
        );
      }
      const already = await status(campaign, userId);
      if (already.preRegistered) throw alreadyPreRegistered();
      // A bad invite (own code, unknown) must not cost the player their pre-registration: skip it.
      if (payload.inviteCode) {
        await referrals.acceptIfNew(campaign, userId, payload.inviteCode).catch((error: unknown) => {
          if (!(error instanceof CampaignError)) throw error;
        });
      }
      const at = clock();
      try {
        await inTransaction(db, async (trx) => {
          const code = await issueCoupon(
            trx,
            {
              userId,
              title: campaign.coupon_title,
              gameCode: campaign.game_code,
              source: 'campaign',
              sourceReference: `campaign:${campaign.game_code}:pre_registration`,
              validDays: null,
            },
            at,
          );
          await trx
            .insertInto('campaign_pre_registrations')
            .values({
              campaign_id: campaign.id,
              user_id: userId,
              channel: payload.channel,
              terms_version: payload.termsVersion,
              eula_version: payload.eulaVersion,
              consented_at: at,
              coupon_code: code,
            })
            .execute();
          await referrals.countInvitee(trx, campaign, userId, at);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw alreadyPreRegistered();
        }
        throw error;
      }
      return status(campaign, userId);
    },
  };
}
export type PreRegistrationService = ReturnType<typeof createPreRegistrationService>;
