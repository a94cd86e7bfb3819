import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { findUserByEmail, randomPassword, upsertAdmin } from './lib/accounts.ts';
import { hashPassword, strongPassword } from './lib/passwords.ts';
import { systemClock } from './plugins/app/clock.ts';

const usage = `Upotreba (usage): pnpm cli <komanda>
  create-admin <email> [lozinka]    napravi administratora ili dodeli ulogu postojećem nalogu
  approve-user <email>              odobri nalog
  reset-password <email> [lozinka]  postavi novu lozinku (bez lozinke: nasumična, ispisuje se)
Lozinka: bar 8 karaktera, 2 broja i jedno veliko slovo. Baza: DATABASE_URL ili PGlite u DATA_DIR.`;

function checkPassword(password: string): void {
  const result = strongPassword.safeParse(password);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join('; '));
}

async function main(argv: string[]): Promise<number> {
  const [command, email, password] = argv;
  if (!command || !email || !['create-admin', 'approve-user', 'reset-password'].includes(command)) {
    console.log(usage);
    return command ? 1 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    const { db } = database;
    if (command === 'create-admin') {
      const chosen = password ?? randomPassword();
      checkPassword(chosen);
      const result = await upsertAdmin(db, systemClock, email, chosen);
      console.log(
        result === 'created'
          ? `Administrator napravljen: ${email}`
          : `Nalog ${email} je sada administrator.`,
      );
      if (!password) console.log(`Lozinka: ${chosen}`);
      return 0;
    }
    const user = await findUserByEmail(db, email);
    if (!user) {
      console.error(`Nalog ${email} ne postoji.`);
      return 1;
    }
    if (command === 'approve-user') {
      await db
        .update(users)
        .set({ status: 'approved', updatedAt: new Date() })
        .where(eq(users.id, user.id));
      console.log(`Nalog ${email} je odobren.`);
      return 0;
    }
    const chosen = password ?? randomPassword();
    checkPassword(chosen);
    await db
      .update(users)
      .set({
        passwordHash: await hashPassword(chosen),
        passwordChangedAt: new Date(),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    console.log(`Lozinka za ${email} je promenjena.${password ? '' : ` Nova lozinka: ${chosen}`}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `Greška: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
