export * from './reference.ts';
export * from './users.ts';
export * from './tokens.ts';
export * from './push.ts';
export * from './contact.ts';
export * from './subscriptions.ts';
export * from './cars.ts';
export * from './outbox.ts';
