import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { composeMail, enqueueMail } from '../mail/mail.service.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  await enqueueMail(
    db,
    composeMail('first@example.test', 'First mail', { heading: 'First', paragraphs: ['One'] }),
  );
  await enqueueMail(
    db,
    composeMail('second@example.test', 'Second <script>alert(1)</script>', {
      heading: 'Second',
      paragraphs: ['Two & "quoted"'],
    }),
  );
});

afterAll(async () => {
  await testApp.close();
});

describe('the development mailbox', () => {
  it('lists the messages as JSON, newest first', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages.map((message: { to: string }) => message.to)).toEqual([
      'second@example.test',
      'first@example.test',
    ]);
    expect(messages[1]).toEqual({
      id: expect.any(Number),
      to: 'first@example.test',
      subject: 'First mail',
      text: expect.stringContaining('One'),
      html: expect.stringContaining('Livery'),
      created_at: expect.any(String),
      sent_at: null,
    });
  });

  it('filters the messages by recipient', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/dev/mailbox/messages?to=FIRST@example.test',
    });
    expect(response.json().map((message: { subject: string }) => message.subject)).toEqual(['First mail']);
  });

  it('shows a page that escapes every mail and sandboxes its HTML', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const page = response.body;
    expect(page).toContain('Development mailbox');
    expect(page).not.toContain('<script>');
    expect(page).toContain('Second &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<iframe sandbox=""');
    expect(page.indexOf('second@example.test')).toBeLessThan(page.indexOf('first@example.test'));
  });
});
