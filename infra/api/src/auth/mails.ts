import type { LanguageCode } from '@portal/contracts';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[char] ?? char,
  );

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
<html lang="${lang === 'vn' ? 'vi' : 'en'}">
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

const texts = {
  en: {
    codeSubject: (code: string) => `${code} is your Player Portal verification code`,
    codeHeading: 'Your verification code',
    codeRegister: 'Use this code to finish creating your Player Portal account.',
    codeEmail: 'Use this code to confirm the email address of your Player Portal account.',
    codeValidity: (minutes: number) => `It works once and expires in ${minutes} minutes.`,
    codeIgnore: 'If you did not ask for it, ignore this email: nothing changes without the code.',
    resetSubject: 'Reset your Player Portal password',
    resetHeading: 'Choose a new password',
    resetIntro: 'Someone (we hope you) asked to reset the password of your Player Portal account.',
    resetValidity: (minutes: number) => `The link works once and expires in ${minutes} minutes.`,
    resetButton: 'Reset password',
    resetFallback: 'If the button does not work, open this address:',
    resetIgnore: 'If you did not ask for it, ignore this email: your password stays the same.',
  },
  vn: {
    codeSubject: (code: string) => `${code} là mã xác minh Player Portal của bạn`,
    codeHeading: 'Mã xác minh của bạn',
    codeRegister: 'Dùng mã này để hoàn tất việc tạo tài khoản Player Portal.',
    codeEmail: 'Dùng mã này để xác nhận địa chỉ email của tài khoản Player Portal.',
    codeValidity: (minutes: number) => `Mã chỉ dùng được một lần và hết hạn sau ${minutes} phút.`,
    codeIgnore: 'Nếu bạn không yêu cầu mã này, hãy bỏ qua email: không có gì thay đổi nếu không có mã.',
    resetSubject: 'Đặt lại mật khẩu Player Portal',
    resetHeading: 'Chọn mật khẩu mới',
    resetIntro: 'Có người (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu tài khoản Player Portal của bạn.',
    resetValidity: (minutes: number) => `Liên kết chỉ dùng được một lần và hết hạn sau ${minutes} phút.`,
    resetButton: 'Đặt lại mật khẩu',
    resetFallback: 'Nếu nút không hoạt động, hãy mở địa chỉ này:',
    resetIgnore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  },
} satisfies Record<LanguageCode, unknown>;

export function verificationCodeMail(options: {
  to: string;
  code: string;
  purpose: 'register' | 'email';
  minutes: number;
  lang: LanguageCode;
}): MailMessage {
  const t = texts[options.lang];
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
  const t = texts[options.lang];
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
