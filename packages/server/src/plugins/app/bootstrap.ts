import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { seedReferenceData } from '../../db/seed.ts';
import { users } from '../../db/schema/index.ts';
import { findUserByEmail, randomPassword, upsertAdmin } from '../../accounts/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin generated on this start (empty database, no ADMIN_EMAIL/ADMIN_PASSWORD). */
    generatedAdmin: { email: string; password: string } | null;
  }
}

export interface BootstrapOptions {
  /** Folder with the reference JSON files (tests pass fixtures). */
  seedDataFolder?: string;
}

/**
 * At start: reference lists upserted, and a first admin. ADMIN_EMAIL/ADMIN_PASSWORD create or
 * update that admin; on a database with no admin and no such variables, a random password is
 * generated; `server.ts` prints it once on the console (never into the JSON logs).
 */
export default fp<BootstrapOptions>(
  async (app, opts) => {
    app.decorate('generatedAdmin', null);
    const counts = await seedReferenceData(app.db, opts.seedDataFolder);
    app.log.info({ counts }, 'reference data seeded');

    const { ADMIN_EMAIL, ADMIN_PASSWORD } = app.config;
    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      const existing = await findUserByEmail(app.db, ADMIN_EMAIL);
      // Only write when something must change, so every start does not log admins out.
      if (!existing || existing.role !== 'admin') {
        await upsertAdmin(app.db, app.clock, ADMIN_EMAIL, ADMIN_PASSWORD);
        app.log.info({ email: ADMIN_EMAIL }, 'admin account from ADMIN_EMAIL is ready');
      }
      return;
    }
    const [anyAdmin] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    if (anyAdmin) return;
    const email = ADMIN_EMAIL ?? 'admin@autoberza.local';
    const password = randomPassword();
    await upsertAdmin(app.db, app.clock, email, password);
    app.generatedAdmin = { email, password };
    app.log.warn({ email }, 'admin account created; its password is printed on the console');
  },
  { name: 'bootstrap', dependencies: ['db', 'clock'] },
);
