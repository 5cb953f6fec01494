import { escapeHtml } from '@portal/contracts/html';
import type { LanguageCode } from '@portal/contracts';
import { MAIL_HTML_LANG } from '@portal/i18n/mail';
import type { MailMessage } from '../mail/mailer';
import { mailTexts } from '../mail/texts';

interface Layout {
  lang: LanguageCode;
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** The code in large type, or a button. */
  highlight: { kind: 'code'; code: string } | { kind: 'button'; label: string; href: string };
  footer: string;
}

/** A plain, table-based layout most mail clients render alike; every text is escaped. */
function renderHtml({ lang, preheader, heading, paragraphs, highlight, footer }: Layout): string {
  const block =
    highlight.kind === 'code'
      ? `<p style="margin:24px 0;font:700 32px/1.2 'Courier New',monospace;letter-spacing:8px;color:#1A1405;background:#F2C14E;border-radius:8px;padding:16px;text-align:center">${escapeHtml(highlight.code)}</p>`
      : `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(highlight.href)}" style="display:inline-block;padding:14px 28px;border-radius:8px;background:#F2C14E;color:#1A1405;font-weight:700;text-decoration:none">${escapeHtml(highlight.label)}</a></p>`;
  return `<!doctype html>
<html lang="${MAIL_HTML_LANG[lang]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#0B0D14;font-family:Arial,Helvetica,sans-serif;color:#F3F4F8">
<span style="display:none">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#141824;border:1px solid #2A3145;border-radius:16px">
<tr><td style="padding:24px 24px 0;color:#F2C14E;font-weight:800;letter-spacing:2px">PLAYER PORTAL</td></tr>
<tr><td style="padding:8px 24px 24px">
<h1 style="font-size:22px;margin:16px 0">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5;color:#D5DAE6">${escapeHtml(paragraph)}</p>`).join('\n')}
${block}
<p style="margin:0;font-size:12px;line-height:1.5;color:#A3ABBF">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
}

export function verificationCodeMail(options: {
  to: string;
  code: string;
  purpose: 'register' | 'email';
  minutes: number;
  lang: LanguageCode;
}): MailMessage {
  const t = mailTexts(options.lang);
  const intro = options.purpose === 'register' ? t.codeRegister : t.codeEmail;
  const validity = t.codeValidity(options.minutes);
  return {
    to: options.to,
    subject: t.codeSubject(options.code),
    html: renderHtml({
      lang: options.lang,
      preheader: `${options.code} · ${validity}`,
      heading: t.codeHeading,
      paragraphs: [intro, validity],
      highlight: { kind: 'code', code: options.code },
      footer: t.codeIgnore,
    }),
    text: `${t.codeHeading}: ${options.code}\n\n${intro}\n${validity}\n\n${t.codeIgnore}\n`,
  };
}

export function passwordResetMail(options: {
  to: string;
  link: string;
  minutes: number;
  lang: LanguageCode;
}): MailMessage {
  const t = mailTexts(options.lang);
  const validity = t.resetValidity(options.minutes);
  return {
    to: options.to,
    subject: t.resetSubject,
    html: renderHtml({
      lang: options.lang,
      preheader: validity,
      heading: t.resetHeading,
      paragraphs: [t.resetIntro, validity],
      highlight: { kind: 'button', label: t.resetButton, href: options.link },
      footer: `${t.resetFallback} ${options.link} — ${t.resetIgnore}`,
    }),
    text: `${t.resetHeading}\n\n${t.resetIntro}\n${validity}\n\n${t.resetButton}: ${options.link}\n\n${t.resetIgnore}\n`,
  };
}
