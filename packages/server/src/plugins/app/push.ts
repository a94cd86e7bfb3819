import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import { pushTokens } from '../../db/schema/push.ts';

/** A notice to one user, delivered to every device the user registered. */
export interface PushNotice {
  userId: string;
  title: string;
  body: string;
  /** A path in the app (e.g. `/car/<id>`), opened when the notice is clicked. */
  link: string;
  /** The same key is queued only once (e.g. `new-listing:<carId>:<userId>`). */
  dedupeKey?: string;
}

/** The part of firebase-admin's Messaging the server uses (and test transports imitate). */
export interface MulticastMessage {
  tokens: string[];
  notification: { title: string; body: string };
  data: Record<string, string>;
  webpush?: { fcmOptions?: { link?: string } };
}

export interface MulticastResult {
  responses: { success: boolean; error?: { code: string; message: string } }[];
}

export interface PushTransport {
  sendEachForMulticast(message: MulticastMessage): Promise<MulticastResult>;
}

export interface Push {
  /** False when FIREBASE_SERVICE_ACCOUNT is not set: enqueue then does nothing. */
  readonly enabled: boolean;
  enqueue(notice: PushNotice, tx?: Executor): Promise<void>;
  /** Queues many notices as `enqueue` queues one, in a few statements. */
  enqueueAll(notices: PushNotice[], tx?: Executor): Promise<void>;
}

export interface PushOptions {
  /** A transport to use instead of Firebase (tests record what would be sent). */
  transport?: PushTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

/** FCM's answers that mean the token will never work again. */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);
/** FCM accepts at most 500 tokens per multicast. */
const MAX_TOKENS = 500;

/** FIREBASE_SERVICE_ACCOUNT holds the service account JSON itself, or a path to its file. */
async function readServiceAccount(value: string): Promise<Record<string, unknown>> {
  let text = value;
  if (!value.trim().startsWith('{')) {
    try {
      text = await readFile(value, 'utf8');
    } catch (error) {
      throw new Error(`FIREBASE_SERVICE_ACCOUNT: cannot read ${value}`, { cause: error });
    }
  }
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new Error('FIREBASE_SERVICE_ACCOUNT: not valid JSON (expected the JSON or a file path)', {
      cause: error,
    });
  }
}

async function firebaseTransport(
  serviceAccount: string,
): Promise<{ transport: PushTransport; close(): Promise<void> }> {
  const { cert, deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const account = await readServiceAccount(serviceAccount);
  const firebase = initializeApp(
    { credential: cert(account) },
    `autoberza-${process.pid}-${Date.now()}`,
  );
  return { transport: getMessaging(firebase), close: () => deleteApp(firebase) };
}

export default fp<PushOptions>(
  async (app, opts) => {
    let transport = opts.transport;
    if (!transport && app.config.FIREBASE_SERVICE_ACCOUNT) {
      const firebase = await firebaseTransport(app.config.FIREBASE_SERVICE_ACCOUNT);
      transport = firebase.transport;
      app.addHook('onClose', firebase.close);
    }

    if (!transport) {
      app.log.info('push: FIREBASE_SERVICE_ACCOUNT not set, push notifications are off');
      app.decorate('push', {
        enabled: false,
        async enqueue(notice) {
          app.log.debug({ userId: notice.userId }, 'push is off: notice not queued');
        },
        async enqueueAll(notices) {
          app.log.debug({ notices: notices.length }, 'push is off: notices not queued');
        },
      } satisfies Push);
      return;
    }

    const sender = transport;
    // FCM opens only absolute https links from a web notification.
    const absolute = (link: string) => new URL(link, `${app.config.APP_URL}/`).toString();
    const canOpenLinks = app.config.APP_URL.startsWith('https://');

    app.outbox.handle('push', {
      async send(row) {
        const notice = row.payload as unknown as PushNotice;
        const tokens = (
          await app.db
            .select({ token: pushTokens.token })
            .from(pushTokens)
            .where(eq(pushTokens.userId, notice.userId))
        ).map((r) => r.token);
        if (tokens.length === 0) return;

        const dead: string[] = [];
        let delivered = 0;
        let lastError: string | undefined;
        for (let start = 0; start < tokens.length; start += MAX_TOKENS) {
          const batch = tokens.slice(start, start + MAX_TOKENS);
          const result = await sender.sendEachForMulticast({
            tokens: batch,
            notification: { title: notice.title, body: notice.body },
            data: { link: notice.link },
            ...(canOpenLinks ? { webpush: { fcmOptions: { link: absolute(notice.link) } } } : {}),
          });
          result.responses.forEach((response, i) => {
            if (response.success) delivered += 1;
            else if (response.error && DEAD_TOKEN_CODES.has(response.error.code)) {
              dead.push(batch[i] as string);
            } else lastError = response.error?.message ?? 'unknown FCM error';
          });
        }
        if (dead.length > 0) {
          await app.db.delete(pushTokens).where(inArray(pushTokens.token, dead));
          app.log.info(
            { userId: notice.userId, removed: dead.length },
            'push: removed dead tokens',
          );
        }
        // Retry only when no device got it: a retry would repeat it on the devices that did.
        if (delivered === 0 && lastError !== undefined) throw new Error(lastError);
      },
      redact: ({ userId, title }) => ({ userId, title }),
    });

    app.decorate('push', {
      enabled: true,
      async enqueue({ dedupeKey, ...notice }, tx) {
        await app.outbox.enqueue('push', { ...notice }, { tx, dedupeKey });
      },
      async enqueueAll(notices, tx) {
        await app.outbox.enqueueAll(
          'push',
          notices.map(({ dedupeKey, ...notice }) => ({ payload: { ...notice }, dedupeKey })),
          tx,
        );
      },
    } satisfies Push);
  },
  { name: 'push', dependencies: ['config', 'db', 'outbox'] },
);
