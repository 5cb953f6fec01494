import type { AuthUser } from '@portal/contracts';
import { authUserFixture } from '@portal/contracts/testing';

/** A signed-in player for tests. */
export const player: AuthUser = authUserFixture();
