import { mailResources } from '@portal/i18n/mail';
import { passwordResetMail, verificationCodeMail } from '../auth/mails';
import { mailTexts } from './texts';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? keysOf(inner as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('mail texts (i18n namespace `mail`)', () => {
  it('has every text in every language', () => {
    for (const language of ['vn', 'th', 'id'] as const)
      expect(keysOf(mailResources[language])).toEqual(keysOf(mailResources.en));
  });

  it('a Thai or Indonesian player gets the code mail in their language', () => {
    const th = verificationCodeMail({
      to: 'a@b.c',
      code: '112233',
      purpose: 'register',
      minutes: 5,
      lang: 'th',
    });
    expect(th.subject).toBe('112233 คือรหัสยืนยัน Player Portal ของคุณ');
    expect(th.html).toContain('<html lang="th">');
    const id = verificationCodeMail({
      to: 'a@b.c',
      code: '445566',
      purpose: 'email',
      minutes: 5,
      lang: 'id',
    });
    expect(id.subject).toBe('445566 adalah kode verifikasi Player Portal kamu');
    expect(id.html).toContain('<html lang="id">');
  });

  it('fills the values in the player language', () => {
    expect(mailTexts('en').codeSubject('123456')).toBe('123456 is your Player Portal verification code');
    expect(mailTexts('vn').codeValidity(10)).toBe('Mã chỉ dùng được một lần và hết hạn sau 10 phút.');
  });

  it('a Vietnamese player gets the code mail in Vietnamese, an English one in English', () => {
    const vn = verificationCodeMail({
      to: 'a@b.c',
      code: '654321',
      purpose: 'register',
      minutes: 5,
      lang: 'vn',
    });
    expect(vn.subject).toBe('654321 là mã xác minh Player Portal của bạn');
    expect(vn.html).toContain('<html lang="vi">');
    expect(vn.text).toContain('Dùng mã này để hoàn tất việc tạo tài khoản Player Portal.');

    const en = passwordResetMail({
      to: 'a@b.c',
      link: 'https://portal.example/reset?t=1&u=2',
      minutes: 30,
      lang: 'en',
    });
    expect(en.subject).toBe('Reset your Player Portal password');
    expect(en.text).toContain('Reset password: https://portal.example/reset?t=1&u=2');
    expect(en.html).toContain('href="https://portal.example/reset?t=1&amp;u=2"');
  });
});
