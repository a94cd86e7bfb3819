import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages, users } from '../../src/db/schema/index.ts';
import { subscribe } from '../routes/saved-search/saved-search-helpers.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  approvedUser,
  auth,
  login,
  registerUser,
} from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';

/** The callers of the authorization matrix, in its columns' order. */
export const ROLES = [
  'anon',
  'pending',
  'blocked',
  'user',
  'owner',
  'subscriber',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];

export interface Actor {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Everyone and everything the matrix's requests name. */
export interface World {
  app: FastifyInstance;
  refs: Refs;
  actors: Record<Exclude<Role, 'anon'>, Actor>;
  /** The owner's published advert (rows that change it make their own). */
  car: string;
  /** A saved search of the owner's. */
  savedSearch: string;
  /** A contact message for the console. */
  contactMessage: string;
  /** The subscriber's active subscription. */
  subscription: string;
  headers(role: Role): Record<string, string>;
  /** A new published advert of the owner's. */
  newCar(): Promise<string>;
  /** Signs the approved actors in again (after a row that ended their sessions). */
  signInAgain(): Promise<void>;
}

/** A token of an account that cannot sign in (pending, blocked): a session issued before. */
async function heldToken(app: FastifyInstance, id: string): Promise<string> {
  const [row] = await app.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id));
  return app.issueToken({ id, role: 'user', tokenVersion: row!.tokenVersion });
}

export async function buildWorld(app: FastifyInstance, publish: () => void): Promise<World> {
  const adminToken = await login(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const [admin] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN_EMAIL));
  const owner = await approvedUser(app);
  const user = await approvedUser(app);
  const subscriber = await approvedUser(app);
  await subscribe(app, subscriber.token);
  const pending = await registerUser(app);
  const blocked = await approvedUser(app);
  const block = await app.inject({
    method: 'POST',
    url: `/api/admin/users/${blocked.id}/block`,
    headers: auth(adminToken),
  });
  if (block.statusCode !== 200) throw new Error(`block: ${block.body}`);

  const r = await refs(app, owner.token);
  const newCar = async () => {
    const car = await createCar(app, owner.token, r);
    publish();
    return car._id;
  };
  const saved = await app.inject({
    method: 'POST',
    url: '/api/saved-search',
    headers: auth(owner.token),
    payload: { name: 'Golfovi', filters: {} },
  });
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Marko', email: 'marko@test.autoberza.rs', message: 'Pitanje o oglasu' },
  });
  if (contact.statusCode !== 201) throw new Error(`contact: ${contact.body}`);
  const [message] = await app.db.select({ id: contactMessages.id }).from(contactMessages);
  const subscription = await app.inject({
    method: 'GET',
    url: '/api/user/subscription',
    headers: auth(subscriber.token),
  });

  const world: World = {
    app,
    refs: r,
    actors: {
      pending: { ...pending, token: await heldToken(app, pending.id) },
      blocked: { ...blocked, token: await heldToken(app, blocked.id) },
      user,
      owner,
      subscriber,
      admin: { id: admin!.id, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, token: adminToken },
    },
    car: await newCar(),
    savedSearch: (saved.json() as { _id: string })._id,
    contactMessage: message!.id,
    subscription: (subscription.json() as { subscription: { _id: string } }).subscription._id,
    headers: (role) => (role === 'anon' ? {} : auth(world.actors[role].token)),
    newCar,
    async signInAgain() {
      for (const role of ['user', 'owner', 'subscriber', 'admin'] as const) {
        const actor = world.actors[role];
        actor.token = await login(app, actor.email, actor.password);
      }
    },
  };
  return world;
}
