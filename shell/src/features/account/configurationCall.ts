import { call } from '@portal/api-client';
import { type UserConfigurationUpdate, shellEndpoints } from '@portal/contracts';

/**
 * hasPendingPayment (pending banner dismissed) and showPopupAdjustQuestAt (announcement closed).
 * Apart from the per-page refresh's calls: the banners' chunk then carries no wallet contracts.
 */
export const updateConfiguration = (change: UserConfigurationUpdate) =>
  call(shellEndpoints.configuration, { body: change });
