export { authUserFixture } from './authUser';
export { HOSTILE_RETURN_PATHS } from './redirectCorpus';
