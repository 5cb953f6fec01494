import {
  parseMetadataValue,
  type LanguageCode,
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

/** The benefit lines in the player's language: the operator's translation when there is one. */
export function benefitLines(level: VipBenefits, language: LanguageCode): string[] {
  const translated = language === 'en' ? undefined : level.translations?.[language];
  return translated && translated.length > 0 ? translated : level.benefits;
}
