// A console queue (contact messages, reported adverts): its filter and page live in the address,
// a new filter starts on the first page, and the list says when it loads, failed or is empty.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConsoleQueue,
  useQueueParams,
  type ConsoleQueueProps,
} from '../../../src/features/admin/ConsoleQueue';
import { loadScreenNamespaces } from '../../../src/i18n';

// The page links' words are in the screens' namespace (cars).
beforeAll(() => loadScreenNamespaces());

const texts = {
  filter: 'Prikaz',
  waiting: 'Čekaju',
  all: 'Sve',
  noneWaiting: 'Ništa ne čeka.',
  none: 'Nema ničega.',
};

function Queue(props: Partial<ConsoleQueueProps>) {
  const queue = useQueueParams();
  return (
    <ConsoleQueue
      queue={queue}
      texts={texts}
      result={{ isLoading: false, isFetching: false, data: { totalPages: 3 } }}
      count={1}
      {...props}
    >
      <ul>
        <li>Stavka</li>
      </ul>
    </ConsoleQueue>
  );
}

function renderQueue(path: string, props: Partial<ConsoleQueueProps> = {}) {
  const router = createMemoryRouter([{ path: '/queue', element: <Queue {...props} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('ConsoleQueue', () => {
  it('shows the waiting items by default and every one with ?show=all, from page 1', async () => {
    const { router, user } = renderQueue('/queue?page=2');
    expect(screen.getByRole('button', { name: /Prikaz/ })).toHaveTextContent('Čekaju');
    expect(screen.getByRole('button', { name: 'Stranica 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: /Prikaz/ }));
    await user.click(await screen.findByRole('option', { name: 'Sve' }));
    expect(router.state.location.search).toBe('?show=all');
    await user.click(screen.getByRole('button', { name: /Prikaz/ }));
    await user.click(await screen.findByRole('option', { name: 'Čekaju' }));
    expect(router.state.location.search).toBe('');
  });

  it('keeps the filter when the page changes; page 1 leaves the address', async () => {
    const { router, user } = renderQueue('/queue?show=all');
    expect(screen.getByText('Stavka')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stranica 3' }));
    expect(router.state.location.search).toBe('?show=all&page=3');
    await user.click(screen.getByRole('button', { name: 'Stranica 1' }));
    expect(router.state.location.search).toBe('?show=all');
  });

  it('has no page links for one page', () => {
    renderQueue('/queue', { result: { isLoading: false, isFetching: false } });
    expect(screen.queryByRole('navigation', { name: 'Stranice' })).toBeNull();
  });

  it("says the filter's empty text in place of an empty list", () => {
    renderQueue('/queue?show=all', { count: 0 });
    expect(screen.getByText('Nema ničega.')).toBeVisible();
    expect(screen.queryByText('Stavka')).toBeNull();
  });

  it('says when nothing waits', () => {
    renderQueue('/queue', { count: 0 });
    expect(screen.getByText('Ništa ne čeka.')).toBeVisible();
  });

  it('says it is loading, busy while it fetches', () => {
    renderQueue('/queue', { result: { isLoading: true, isFetching: true } });
    expect(screen.getByRole('progressbar', { name: 'Učitavanje...' })).toBeInTheDocument();
    expect(screen.queryByText('Stavka')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says the list failed to load', () => {
    renderQueue('/queue', { result: { isLoading: false, isFetching: false, error: {} } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Podaci nisu mogli da se učitaju. Pokušajte ponovo.',
    );
  });
});
