import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, renderApp } from '../render';
import { API, fail, server } from '../server';

type User = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'user';
  status: string;
  createdAt: string;
};
let users: User[];
const actions: string[] = [];

beforeEach(() => {
  actions.length = 0;
  users = [
    {
      _id: 'p1',
      firstName: 'Ana',
      lastName: 'Anić',
      email: 'ana@x.rs',
      role: 'user',
      status: 'pending',
      createdAt: '2026-11-20T08:00:00Z',
    },
    {
      _id: 'p2',
      firstName: 'Ivan',
      lastName: 'Ivić',
      email: 'ivan@x.rs',
      role: 'user',
      status: 'approved',
      createdAt: '2026-11-02T08:00:00Z',
    },
  ];
  server.use(
    http.get(`${API}/admin/users`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({ data: status ? users.filter((u) => u.status === status) : users });
    }),
    http.post(`${API}/admin/users/:id/:action`, ({ params }) => {
      actions.push(`${params.id as string}:${params.action as string}`);
      const next = {
        approve: 'approved',
        reject: 'rejected',
        block: 'blocked',
        unblock: 'approved',
      }[params.action as string]!;
      users = users.map((u) => (u._id === params.id ? { ...u, status: next } : u));
      return HttpResponse.json({ message: 'ok' });
    }),
  );
});

describe('admin console', () => {
  it('approves a pending account and the list reloads', async () => {
    const { user } = renderApp('/admin/pending', { auth: admin });
    const row = (await screen.findByText('Ana Anić')).closest('tr')!;
    expect(within(row).getByText('20. novembra 2026.')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Odobri: Ana Anić' }));
    await waitFor(() => expect(actions).toEqual(['p1:approve']));
    expect(await screen.findByText('Nema naloga koji čekaju odobrenje.')).toBeInTheDocument();
    expect(await screen.findByText('Korisnik Ana Anić: nalog je odobren.')).toBeInTheDocument();
  });

  it('switches tabs through its navigation, marking the current one', async () => {
    const { user } = renderApp('/admin', { auth: admin });
    const nav = await screen.findByRole('navigation', { name: 'Administracija' });
    const tab = (name: string) => within(nav).getByRole('link', { name });
    await waitFor(() => expect(tab('Nalozi na čekanju')).toHaveAttribute('aria-current', 'page'));
    expect(tab('Korisnici')).not.toHaveAttribute('aria-current');
    expect(tab('Korisnici')).toHaveAttribute('href', '/admin/users');

    await user.click(tab('Korisnici'));
    expect(await screen.findByRole('button', { name: 'Blokiraj: Ivan Ivić' })).toBeInTheDocument();
    expect(tab('Korisnici')).toHaveAttribute('aria-current', 'page');
    expect(tab('Nalozi na čekanju')).not.toHaveAttribute('aria-current');
  });

  it('rejects a pending account after confirming', async () => {
    const { user } = renderApp('/admin/pending', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Odbij: Ana Anić' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odbiti nalog?' });
    expect(dialog).toHaveTextContent('Ana Anić');
    // It starts on "Odustani": Enter changes nothing.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Odustani' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(actions).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Odbij: Ana Anić' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Odbij' }),
    );
    await waitFor(() => expect(actions).toEqual(['p1:reject']));
  });

  it('blocks (after confirming) and unblocks users', async () => {
    const { user } = renderApp('/admin/users', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Blokiraj: Ivan Ivić' }));
    expect(actions).toEqual([]);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Blokirati korisnika?' })).getByRole(
        'button',
        { name: 'Blokiraj' },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Odblokiraj: Ivan Ivić' }));
    await waitFor(() => expect(actions).toEqual(['p2:block', 'p2:unblock']));
  });

  it("shows the server's message when an action fails", async () => {
    server.use(
      http.post(`${API}/admin/users/:id/:action`, () => fail(409, 'Nalog je već obrađen.')),
    );
    const { user } = renderApp('/admin/pending', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Odobri: Ana Anić' }));
    expect(await screen.findByText('Nalog je već obrađen.')).toBeInTheDocument();
  });

  it('records a payment to activate, and cancels subscriptions', async () => {
    let subs = [
      {
        _id: 's1',
        status: 'pending',
        referenceNumber: '97 11',
        startDate: null,
        endDate: null,
        price: 2400,
        user: { _id: 'p2', firstName: 'Ivan', lastName: 'Ivić', email: 'ivan@x.rs' },
      },
    ];
    const calls: string[] = [];
    server.use(
      http.get(`${API}/admin/subscriptions`, () => HttpResponse.json({ data: subs })),
      http.post(`${API}/admin/subscriptions/:id/:action`, ({ params }) => {
        calls.push(`${params.id as string}:${params.action as string}`);
        subs = subs.map((s) => ({
          ...s,
          status: params.action === 'activate' ? 'active' : 'cancelled',
        }));
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderApp('/admin/subscriptions', { auth: admin });
    expect(await screen.findByText('97 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aktiviraj: Ivan Ivić' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Evidentiranje uplate' })).getByRole(
        'button',
        { name: 'Evidentiraj uplatu' },
      ),
    );
    expect(await screen.findByText('Aktivna')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Otkaži: Ivan Ivić' }));
    expect(calls).toEqual(['s1:activate']);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Otkazati pretplatu?' })).getByRole(
        'button',
        { name: 'Otkaži pretplatu' },
      ),
    );
    expect(await screen.findByText('Otkazana')).toBeInTheDocument();
    expect(calls).toEqual(['s1:activate', 's1:cancel']);
  });

  it('lists contact messages', async () => {
    server.use(
      http.get(`${API}/admin/contact-messages`, () =>
        HttpResponse.json({
          data: [
            {
              _id: 'm1',
              name: 'Pera',
              email: 'pera@x.rs',
              message: 'Zdravo, imam pitanje.',
              createdAt: '2026-11-21T09:00:00Z',
            },
          ],
        }),
      ),
    );
    renderApp('/admin/messages', { auth: admin });
    expect(await screen.findByText('Zdravo, imam pitanje.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pera@x.rs' })).toHaveAttribute(
      'href',
      'mailto:pera@x.rs',
    );
  });
});
