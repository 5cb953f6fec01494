export { authUserFixture } from './authUser';
