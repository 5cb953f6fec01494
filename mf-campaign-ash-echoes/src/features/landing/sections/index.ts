export { GameplaySection, WorldsSection, FactionsSection, EchomancersSection, FeaturesSection } from './StaticSections';
export {
  CommunitySection,
  MilestoneSection,
  WikiSection,
  PreRegisterSection,
  BenefitSection,
  ActivitySection,
  OfficialSection,
} from './LiveSections';
