import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

describe('outbox mailer (no SMTP_URL)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file, creating the folder on first use', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({
      smtpUrl: null,
      from: 'PrecioClaro <alertas@precioclaro.example>',
      outboxDir,
    });
    expect(mailer.kind).toBe('outbox');
    expect(fs.existsSync(outboxDir)).toBe(false);
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Ofertas de hoy',
      text: 'Texto',
      html: '<p>Texto</p>',
      headers: { 'List-Unsubscribe': '<https://precioclaro.example/alerts/unsubscribe?token=x>' },
    });
    await mailer.send({ to: 'luis@example.com', subject: 'Otra', text: 'Otra', html: '<p>Otra</p>' });
    mailer.close();
    const files = fs.readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const parsed = await simpleParser(fs.readFileSync(path.join(outboxDir, files[0]!)));
    expect(parsed.subject).toBe('Ofertas de hoy');
    expect(parsed.from?.value[0]).toMatchObject({
      name: 'PrecioClaro',
      address: 'alertas@precioclaro.example',
    });
    expect(parsed.html).toContain('<p>Texto</p>');
    expect(parsed.headerLines.some((header) => header.key === 'list-unsubscribe')).toBe(true);
  });
});
