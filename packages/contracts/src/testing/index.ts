export { authUserFixture } from './authUser';
export { campaignFixture } from './campaign';
export { campaignQuestFixture } from './campaignQuest';
export { HOSTILE_RETURN_PATHS } from './redirectCorpus';
