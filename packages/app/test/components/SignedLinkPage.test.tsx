// The page a signed mail link opens (renewal, unsubscribe): nothing happens until its one button
// is pressed; an old link or the server's 410 shows the expired page, with no button.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignedLinkPage, type SignedLinkPageProps } from '../../src/components/SignedLinkPage';

const texts = {
  title: 'Potvrda',
  expiredTitle: 'Link je istekao',
  missing: 'Link nije potpun.',
  expired: 'Link važi 7 dana.',
  ask: 'Želite li da potvrdite?',
  button: 'Potvrdi',
  failed: 'Nije potvrđeno.',
};
const now = () => Math.floor(Date.now() / 1000);

function renderPage(props: Partial<SignedLinkPageProps<{ name: string }>> = {}) {
  const onPress = vi.fn();
  const links = vi.fn(({ expired }: { expired: boolean }) => (
    <a href="/profile">{expired ? 'Profil' : 'Početna'}</a>
  ));
  render(
    <SignedLinkPage
      texts={texts}
      issuedAt={now()}
      validDays={7}
      request={{ isLoading: false }}
      onPress={onPress}
      done={(result) => <p>Potvrđeno: {result.name}</p>}
      links={links}
      {...props}
    />,
  );
  return { onPress, links };
}

describe('SignedLinkPage', () => {
  it('asks first: the one button acts, opening the page does not', async () => {
    const { onPress } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Potvrda' })).toBeVisible();
    expect(document.title).toBe('Potvrda | AutoBerza');
    expect(screen.getByText('Želite li da potvrdite?')).toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(onPress).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Potvrdi' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('shows what the press did, without the button', () => {
    renderPage({ request: { isLoading: false, data: { name: 'BMW' } } });
    expect(within(screen.getByRole('status')).getByText('Potvrđeno: BMW')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the expired page for a link older than its days', () => {
    const { links } = renderPage({ issuedAt: now() - 8 * 86_400 });
    expect(screen.getByRole('heading', { level: 1, name: 'Link je istekao' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Link važi 7 dana.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(links).toHaveBeenLastCalledWith({ expired: true, result: undefined });
    expect(screen.getByRole('link', { name: 'Profil' })).toBeVisible();
  });

  it('treats the server’s 410 as an expired link', () => {
    renderPage({ request: { isLoading: false, error: { status: 410, data: { message: 'x' } } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Link je istekao' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says the press failed, with the server's message", () => {
    renderPage({
      request: { isLoading: false, error: { status: 400, data: { message: 'Loš link.' } } },
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Nije potvrđeno.');
    expect(status).toHaveTextContent('Loš link.');
    expect(screen.getByRole('button', { name: 'Potvrdi' })).toBeVisible();
  });

  it('says the generic error when the request failed without a message', () => {
    renderPage({ request: { isLoading: false, error: { status: 'FETCH_ERROR', error: 'x' } } });
    expect(screen.getByRole('status')).toHaveTextContent('Došlo je do greške. Pokušajte ponovo.');
  });

  it('says the link is incomplete, with no button', () => {
    renderPage({ issuedAt: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Link nije potpun.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
