export { authUserFixture } from './authUser';
export { campaignFixture } from './campaign';
export { HOSTILE_RETURN_PATHS } from './redirectCorpus';
