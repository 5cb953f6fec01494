/**
 * @jest-environment node
 */
import { render } from './server';

describe('/login rendered on the server', () => {
  it('draws the heading, the lead, both fields, Login Now and the social buttons in English', async () => {
    const page = await render({ path: '/login', language: 'en' });
    expect(page?.html).toContain('data-testid="page-login"');
    expect(page?.html).toMatch(/<h1[^>]*>Welcome Back!<\/h1>/);
    expect(page?.html).toContain('Sign in with your email and password, or with a social account.');
    expect(page?.html).toMatch(/<input[^>]*type="email"/);
    expect(page?.html).toMatch(/<input[^>]*type="password"/);
    expect(page?.html).toContain('Login Now');
    for (const provider of ['Discord', 'Google', 'Facebook', 'TikTok'])
      expect(page?.html).toContain(`aria-label="Continue with ${provider}"`);
    expect(page?.html).not.toMatch(/\sstyle=/);
    expect(page?.css).not.toBe('');
    // Submitted before the scripts run (Enter in a field), the password stays out of the address.
    expect(page?.html).toMatch(/<form[^>]* method="post"/);
  });

  it('draws the sign-in page in Thai', async () => {
    const page = await render({ path: '/login', language: 'th' });
    expect(page?.html).toMatch(/<h1[^>]*>ยินดีต้อนรับกลับมา!<\/h1>/);
    expect(page?.html).toContain('เข้าสู่ระบบด้วยอีเมลและรหัสผ่าน หรือด้วยบัญชีโซเชียล');
    expect(page?.html).toContain('เข้าสู่ระบบเลย');
  });

  it('leaves the other pages to the browser', async () => {
    await expect(render({ path: '/register', language: 'en' })).resolves.toBeNull();
    await expect(render({ path: '/verification/email', language: 'en' })).resolves.toBeNull();
  });
});
