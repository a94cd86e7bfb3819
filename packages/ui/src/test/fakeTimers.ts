import { withGlobal, type FakeMethod } from '@sinonjs/fake-timers';

/**
 * Installs fake timers for a play function (works in Storybook and in the vitest run alike).
 * Only the named timer functions are faked so user-event and React keep their real ones.
 */
export function installClock(toFake: FakeMethod[]) {
  return withGlobal(globalThis).install({ toFake, shouldClearNativeTimers: true });
}
