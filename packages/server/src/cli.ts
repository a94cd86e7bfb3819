import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import {
  findUserByEmail,
  hashPassword,
  randomPassword,
  setPassword,
  strongPassword,
  upsertAdmin,
  weakPasswordFor,
} from './accounts/index.ts';
import { t } from './lib/i18n.ts';
import { systemClock } from './plugins/app/clock.ts';

const usage = `Upotreba (usage): pnpm cli <komanda>
  create-admin <email> [lozinka]    napravi administratora ili dodeli ulogu postojećem nalogu
  approve-user <email>              odobri nalog
  reset-password <email> [lozinka]  postavi novu lozinku (bez lozinke: nasumična, ispisuje se)
Lozinka: bar 8 znakova, 2 broja i jedno veliko slovo. Baza: DATABASE_URL ili PGlite u DATA_DIR
(ugrađenu bazu koristi jedan proces: zaustavite server pre komande).`;

/** The password rule's complaints, or undefined when the password is acceptable. */
function passwordProblem(password: string, person: { email: string }): string | undefined {
  const result = strongPassword.safeParse(password);
  if (!result.success) return result.error.issues.map((i) => i.message).join('; ');
  const weak = weakPasswordFor(password, person);
  return weak && t(weak);
}

/** Runs one command; returns the exit code. Output goes to `out` (console by default). */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  const [command, email, password] = argv;
  if (!command || !email || !['create-admin', 'approve-user', 'reset-password'].includes(command)) {
    out.log(usage);
    return command ? 1 : 0;
  }
  const config = loadConfig(env);
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
      const problem = passwordProblem(chosen, { email });
      if (problem) {
        out.error(problem);
        return 1;
      }
      const result = await upsertAdmin(db, systemClock, email, chosen);
      out.log(
        result === 'created'
          ? `Administrator napravljen: ${email}`
          : `Nalog ${email} je sada administrator.`,
      );
      if (!password) out.log(`Lozinka: ${chosen}`);
      return 0;
    }
    const user = await findUserByEmail(db, email);
    if (!user) {
      out.error(`Nalog ${email} ne postoji.`);
      return 1;
    }
    if (command === 'approve-user') {
      await db
        .update(users)
        .set({ status: 'approved', updatedAt: new Date() })
        .where(eq(users.id, user.id));
      out.log(`Nalog ${email} je odobren.`);
      return 0;
    }
    const chosen = password ?? randomPassword();
    const problem = passwordProblem(chosen, user);
    if (problem) {
      out.error(problem);
      return 1;
    }
    await setPassword(db, user.id, await hashPassword(chosen), new Date());
    out.log(`Lozinka za ${email} je promenjena.${password ? '' : ` Nova lozinka: ${chosen}`}`);
    return 0;
  } finally {
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  runCli(process.argv.slice(2)).then(
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
}
