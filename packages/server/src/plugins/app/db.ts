import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  /** An already opened database (tests); otherwise opened from app.config. It is migrated either way. */
  database?: Database;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const database =
      opts.database ??
      (await openDatabase(
        config.DATABASE_URL
          ? { kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX }
          : { kind: 'pglite', dataDir: config.DATA_DIR },
      ));
    await database.migrate();
    app.decorate('database', database);
    app.decorate('db', database.db);
    // A database handed in by the caller is closed by the caller.
    if (!opts.database) app.addHook('onClose', () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
