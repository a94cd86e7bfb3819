import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Shared between the global setup (which starts things) and the tests (which read mail). */
export const E2E_DIR = join(tmpdir(), `autoberza-e2e-${process.env.E2E_PORT ?? 3999}`);
export const MAILBOX_DIR = join(E2E_DIR, 'mailbox');
export const ADMIN = { email: 'admin@autoberza.test', password: 'Upravnik2024A', name: 'Admin' };
