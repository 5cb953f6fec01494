import type { FeedbackPage, LanguageCode, SocialLoginType } from '@portal/contracts';

/** How a player signed in or up: email and password, or a social account (spec 000 §1). */
export type AuthMethod = 'email' | SocialLoginType;

/** Every analytics event the portal sends; `event` is the data layer's event name. */
export type AnalyticsEvent =
  | { event: 'page_view'; path: string; title: string; app: string }
  | { event: 'sign_in'; method: AuthMethod }
  | { event: 'sign_up'; method: AuthMethod }
  | { event: 'feedback_sent'; page: FeedbackPage }
  | { event: 'language_change'; from: LanguageCode; to: LanguageCode };

export type AnalyticsEventName = AnalyticsEvent['event'];
