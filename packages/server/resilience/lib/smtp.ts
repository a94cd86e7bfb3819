import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { freePort } from './server.ts';

export interface ReceivedMail {
  to: string[];
  messageId: string;
  template: string;
  /** The Date header: when the server made the message (whole seconds). */
  date: Date;
  /** The plain-text part, decoded. */
  text: string;
}

export interface MailSink {
  url: string;
  received: ReceivedMail[];
  /** Refused connections and transactions while down. */
  refusals(): number;
  /** Down: every connection and transaction is refused with 421 (service not available). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that records what it accepts and can refuse on demand. */
export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  let down = false;
  let refusals = 0;
  const refuse = () => {
    refusals += 1;
    return Object.assign(new Error('Servis trenutno nije dostupan'), { responseCode: 421 });
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      callback(down ? refuse() : undefined);
    },
    onMailFrom(_address, _session, callback) {
      // A pooled connection opened before the outage is refused too.
      callback(down ? refuse() : undefined);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (down) return callback(refuse());
        // Recorded before the answer: once the sender marks a message sent, the sink has it.
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            const template = mail.headers.get('x-autoberza-template');
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: mail.messageId ?? '',
              template: typeof template === 'string' ? template : '',
              date: mail.date ?? new Date(0),
              text: mail.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals: () => refusals,
    setDown(value) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Message-IDs received more than once. */
export function duplicates(mails: ReceivedMail[]): string[] {
  const seen = new Map<string, number>();
  for (const mail of mails) seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
}
