import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { errorCodes, OutboxMailListSchema } from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { createMailer, MailNotConfiguredError } from './mailer';
import type { OutboxRepository } from './repository';

const codeMail = (to: string, code: string) => ({
  to,
  subject: `Your verification code ${code}`,
  html: `<p>Your code is <b>${code}</b></p>`,
  text: `Your code is ${code}`,
});

describe.each(databaseTargets)('dev mail outbox on $name', (target) => {
  const api = useTestApi(target, { seed: false });

  it('stores sent mail in the outbox when SMTP_URL is not set', async () => {
    expect(api.app.mailer.transport).toBe('outbox');
    const first = await api.app.mailer.send(codeMail('first@example.com', '111111'));
    const second = await api.app.mailer.send(codeMail('second@example.com', '222222'));
    expect(first.transport).toBe('outbox');
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
  });

  it('serves GET /dev/mail.json newest first', async () => {
    const mails = expectSuccess(
      await api.app.inject({ method: 'GET', url: '/dev/mail.json' }),
      OutboxMailListSchema,
    );
    expect(mails.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]).toMatchObject({ subject: 'Your verification code 222222', text: 'Your code is 222222' });
    expect(Math.abs(mails[0]!.createdAt - Date.now() / 1000)).toBeLessThan(60);
  });

  it('serves GET /dev/mail as an HTML page, newest first, each mail readable and sandboxed', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page.indexOf('Your verification code 222222')).toBeLessThan(
      page.indexOf('Your verification code 111111'),
    );
    expect(page).toContain('srcdoc="&lt;p&gt;Your code is &lt;b&gt;222222&lt;/b&gt;&lt;/p&gt;"');
    expect(page).toContain('<iframe title="Your verification code 111111" sandbox');
    expect(page).toContain('<pre>Your code is 111111</pre>');
  });

  it('refuses an address that is not an email', async () => {
    await expect(api.app.mailer.send(codeMail('not-an-email', '1'))).rejects.toThrow('not an email address');
  });
});

describe.each(databaseTargets)('dev mail in production on $name', (target) => {
  const api = useTestApi(target, { seed: false, config: { isProduction: true, nodeEnv: 'production' } });

  it('does not serve /dev/mail or /dev/mail.json', async () => {
    expectFailure(await api.app.inject({ method: 'GET', url: '/dev/mail' }), 404, errorCodes.notFound);
    expectFailure(await api.app.inject({ method: 'GET', url: '/dev/mail.json' }), 404, errorCodes.notFound);
  });

  it('refuses to send without SMTP_URL instead of storing codes', async () => {
    expect(api.app.mailer.transport).toBe('unconfigured');
    await expect(api.app.mailer.send(codeMail('a@example.com', '1'))).rejects.toThrow(MailNotConfiguredError);
  });
});

/** A minimal SMTP server that records the DATA of each message. */
function startFakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, messages }),
    );
  });
}

describe('mailer over SMTP', () => {
  it('sends through SMTP_URL and leaves the outbox alone', async () => {
    const smtp = await startFakeSmtp();
    const outbox = { insert: jest.fn(), newestFirst: jest.fn() } as unknown as OutboxRepository;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        mailFrom: 'Portal <no-reply@portal.test>',
        isProduction: true,
        outbox,
      });
      expect(mailer.transport).toBe('smtp');
      const sent = await mailer.send(codeMail('player@example.com', '654321'));
      expect(sent.transport).toBe('smtp');
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('To: player@example.com');
      expect(smtp.messages[0]).toContain('Subject: Your verification code 654321');
      expect(outbox.insert).not.toHaveBeenCalled();
    } finally {
      smtp.server.close();
    }
  });
});
