/**
 * `@portal/i18n/mail`: the texts of the emails the API sends, an i18next namespace in every portal
 * language. A separate entry point: the API imports it without React or the browser instance.
 */
import type { LanguageCode } from '@portal/contracts';
import { mailEn, type MailTexts } from './en';
import { mailVn } from './vn';
import { mailTh } from './th';
import { mailId } from './id';

export const MAIL_NAMESPACE = 'mail';
export type { MailTexts };
export const mailResources: Record<LanguageCode, MailTexts> = {
  en: mailEn,
  vn: mailVn,
  th: mailTh,
  id: mailId,
};
/** `<html lang>` of a mail in each language (`vn` is Vietnamese, `vi`). */
export { HTML_LANG as MAIL_HTML_LANG } from '../languages';
