import { call } from '@portal/api-client';
import { vipEndpoints } from '@portal/contracts';
import { fetchVipBenefits } from './vipBenefits';

/** What /vip/details shows: the VIP rules and the operator's benefit texts. */
export const loadVipDetails = () => Promise.all([call(vipEndpoints.rules), fetchVipBenefits()]);

export type VipDetails = Awaited<ReturnType<typeof loadVipDetails>>;
