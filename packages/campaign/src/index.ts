/**
 * @portal/campaign: what every campaign remote shares, so a campaign is content plus configuration.
 * The legal renderer also has its own entry, `@portal/campaign/legal`.
 */
export { campaignCalls, type CampaignCalls } from './campaignCalls';
export type { ConsentInput } from './pre-register/preRegistrationCalls';
export {
  campaignI18n,
  changeCampaignLanguage,
  currentCampaignLanguage,
  registerCampaignTexts,
  useCampaignTranslation,
  type CampaignTextLoaders,
  type CampaignTexts,
} from './i18n/instance';
export {
  CAMPAIGN_HTML_LANG,
  CAMPAIGN_LANGUAGE_NAMES,
  CAMPAIGN_LANGUAGES,
  isCampaignLanguage,
  resolveCampaignLanguage,
  type CampaignLanguage,
} from './i18n/languages';
export { CampaignKitProvider, registerKitTexts, useKitTexts, KIT_NAMESPACE } from './i18n/kitTexts';
export { campaignDate } from './i18n/dates';
export { useContentText, usePrizeName, type ContentText } from './i18n/contentText';
export { ChangeLanguageDialog } from './language/ChangeLanguageDialog';
export { CampaignLanguagePicker } from './language/CampaignLanguagePicker';
export { SectionNav, type NavSection } from './landing/SectionNav';
export { Slideshow, SLIDE_PORTRAIT, SLIDE_WIDE, type Slide, type SlideshowProps } from './landing/Slideshow';
export {
  CharacterGallery,
  CHARACTER_IMAGE,
  TICKET_IMAGE,
  TYPE_IMAGE,
  type Character,
  type CharacterView,
} from './landing/CharacterGallery';
export { LazySection } from './landing/LazySection';
export {
  backgroundImage,
  ResponsiveImage,
  type ResponsiveImageProps,
  type ResponsiveImageSet,
} from './images/ResponsiveImage';
export { CampaignLanding, type LandingSection } from './landing/CampaignLanding';
export { SectionFrame, cardGridStyle } from './landing/SectionFrame';
export { StoryCharacters, type StoryCharacter, type StoryCharactersProps } from './landing/StoryCharacters';
export { useViewer } from './landing/useViewer';
export { useCampaign } from './landing/useCampaign';
export { PreRegisterPanel, type PreRegisterPanelProps } from './pre-register/PreRegisterPanel';
export { PreRegisterPageFrame, type PreRegisterPageFrameProps } from './pre-register/PreRegisterPageFrame';
export { signInPath, forgotPasswordPath } from './pre-register/authLinks';
export { goToPreRegistration } from './pre-register/goToPreRegistration';
export { campaignLegalLinks, EULA_PATH } from './pre-register/legalLinks';
export {
  LegalDocumentView,
  parseLegalBody,
  PRIVACY_SECTIONS,
  TERMS_SECTIONS,
  type LegalDocumentViewProps,
  type LegalBlock,
} from './legal';
export { PreRegistrationFlow, type PreRegistrationFlowProps } from './pre-register/PreRegistrationFlow';
export { nextStep, type FlowStep, type FlowEvent } from './pre-register/flowState';
export { PreRegistrationCounter, type PreRegistrationCounterProps } from './counter/PreRegistrationCounter';
export { PointsSummary } from './points/PointsSummary';
export { QuestList } from './points/QuestList';
export { ReferralPanel } from './referral/ReferralPanel';
export { RafflePanel } from './raffle/RafflePanel';
export { CampaignGachaPanel, type CampaignGachaPanelProps } from './gacha/CampaignGachaPanel';
export { HowToJoin } from './raffle/HowToJoin';
export { ShippingForm } from './raffle/ShippingForm';
export { RewardList } from './rewards/RewardList';
export { StateBadge } from './rewards/StateBadge';
export { CodeClaimScreen, AUTO_INSTALL_SECONDS } from './rewards/CodeClaimScreen';
export { GuideDialog } from './rewards/GuideDialog';
export { CopyCode } from './rewards/CopyCode';
export { LearnVideoList } from './video/LearnVideoList';
export { LearnVideoPlayer } from './video/LearnVideoPlayer';
export { formMessage, campaignErrorMessage } from './forms/messages';
export { lazyPuzzlePages } from './puzzle/lazyPuzzlePages';
