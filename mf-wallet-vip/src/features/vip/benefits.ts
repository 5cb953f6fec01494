import {
  parseMetadataValue,
  VipBenefitsSchema,
  type MetadataGroups,
  type VipBenefits,
} from '@portal/contracts';

/** The VIP_BENEFITS metadata records that parse, lowest level first (a broken record is skipped). */
export function benefitsFrom(groups: MetadataGroups): VipBenefits[] {
  return (groups.VIP_BENEFITS ?? [])
    .map((record) => parseMetadataValue(VipBenefitsSchema, record.value))
    .filter((benefits): benefits is VipBenefits => benefits !== null)
    .sort((a, b) => a.level - b.level);
}
