import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, renderApp } from '../render';
import { API, fail, server } from '../server';

const paged = <T,>(data: T[], extra: Record<string, unknown> = {}) => ({
  data,
  totalDocs: data.length,
  page: 1,
  limit: 20,
  totalPages: 1,
  totalCapped: false,
  ...extra,
});

/** Today in Serbia, as a date input holds it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());

const subscription = {
  _id: 's1',
  status: 'pending',
  referenceNumber: '971234567890',
  startDate: null,
  endDate: null,
  createdAt: '2026-11-20T08:00:00Z',
  price: 2400,
  user: { _id: 'u1', firstName: 'Ivan', lastName: 'Ivić', email: 'ivan@x.rs' },
};

describe('console tabs', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/admin/users`, () => HttpResponse.json(paged([]))),
      http.get(`${API}/admin/subscriptions`, () => HttpResponse.json(paged([]))),
      http.get(`${API}/admin/contact-messages`, () =>
        HttpResponse.json(paged([], { unhandled: 3 })),
      ),
      http.get(`${API}/admin/audit`, () => HttpResponse.json(paged([]))),
      http.get(`${API}/admin/audit/actors`, () => HttpResponse.json({ data: [] })),
    );
  });

  it('give each tab its own title, and send /admin to the first tab', async () => {
    const { user, router } = renderApp('/admin', { auth: admin });
    await waitFor(() =>
      expect(document.title).toBe('Nalozi na čekanju — Administracija | AutoBerza'),
    );
    const nav = await screen.findByRole('navigation', { name: 'Administracija' });
    await user.click(within(nav).getByRole('link', { name: /^Pretplate/ }));
    await waitFor(() => expect(document.title).toBe('Pretplate — Administracija | AutoBerza'));
    await user.click(within(nav).getByRole('link', { name: /^Dnevnik radnji/ }));
    await waitFor(() => expect(document.title).toBe('Dnevnik radnji — Administracija | AutoBerza'));
    // The browser's back button returns to the previous tab, title and all.
    await router.navigate(-1);
    await waitFor(() => expect(document.title).toBe('Pretplate — Administracija | AutoBerza'));
    expect(router.state.location.pathname).toBe('/admin/subscriptions');
  });

  it('count the unhandled contact messages in the messages tab', async () => {
    renderApp('/admin/users', { auth: admin });
    const nav = await screen.findByRole('navigation', { name: 'Administracija' });
    expect(await within(nav).findByRole('link', { name: 'Poruke 3 neobrađene' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
  });
});

describe('a block', () => {
  it('takes an optional reason, sent with the action', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/admin/users`, () =>
        HttpResponse.json(
          paged([
            {
              _id: 'u9',
              firstName: 'Laza',
              lastName: 'Lazić',
              email: 'laza@x.rs',
              role: 'user',
              status: 'approved',
              createdAt: '2026-11-02T08:00:00Z',
            },
          ]),
        ),
      ),
      http.post(`${API}/admin/users/:id/block`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderApp('/admin/users', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Blokiraj: Laza Lazić' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Blokirati korisnika?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Razlog (nije obavezno)' }),
      ' Lažni oglasi ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Blokiraj' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Lažni oglasi' }]));
  });
});

describe('subscriptions', () => {
  let activations: unknown[];
  let searches: (string | null)[];
  beforeEach(() => {
    activations = [];
    searches = [];
    server.use(
      http.get(`${API}/admin/subscriptions`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        searches.push(q);
        return HttpResponse.json(paged(q === 'nema' ? [] : [subscription]));
      }),
      http.post(`${API}/admin/subscriptions/:id/activate`, async ({ request }) => {
        activations.push(await request.json());
        return HttpResponse.json({ message: 'ok', subscription });
      }),
      http.get(`${API}/admin/subscriptions/:id/payments`, () =>
        HttpResponse.json({
          data: [
            {
              _id: 'p1',
              paidOn: '2026-11-24',
              amount: 2400,
              months: 1,
              recordedBy: 'admin@x.rs',
              createdAt: '2026-11-25T08:00:00Z',
            },
          ],
        }),
      ),
    );
  });

  it('record a payment: the date defaults to today and the amount to the price', async () => {
    const { user } = renderApp('/admin/subscriptions', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Aktiviraj: Ivan Ivić' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evidentiranje uplate' });
    const date = within(dialog).getByLabelText(/Datum uplate/);
    const amount = within(dialog).getByRole('textbox', { name: /Iznos uplate/ });
    expect(date).toHaveValue(today);
    expect(amount).toHaveValue('2.400');

    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Evidentiraj uplatu' }));
    expect(await within(dialog).findByText('Unesite iznos uplate veći od nule.')).toBeVisible();
    expect(activations).toEqual([]);

    await user.type(amount, '2500,50');
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.click(within(dialog).getByRole('button', { name: 'Evidentiraj uplatu' }));
    await waitFor(() =>
      expect(activations).toEqual([{ paidOn: '2026-11-24', amount: 2500.5, months: 1 }]),
    );
    expect(await screen.findByText('Pretplata je aktivirana.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuse a payment date in the future', async () => {
    const { user } = renderApp('/admin/subscriptions', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Aktiviraj: Ivan Ivić' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evidentiranje uplate' });
    const date = within(dialog).getByLabelText(/Datum uplate/);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Evidentiraj uplatu' }));
    expect(
      await within(dialog).findByText('Datum uplate ne može biti u budućnosti.'),
    ).toBeVisible();
    expect(activations).toEqual([]);
  });

  it("show the server's refusal and keep the dialog open", async () => {
    server.use(
      http.post(`${API}/admin/subscriptions/:id/activate`, () =>
        fail(409, 'Pretplata u statusu „otkazana“ ne može biti aktivirana.'),
      ),
    );
    const { user } = renderApp('/admin/subscriptions', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Aktiviraj: Ivan Ivić' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evidentiranje uplate' });
    await user.click(within(dialog).getByRole('button', { name: 'Evidentiraj uplatu' }));
    expect(
      await screen.findByText('Pretplata u statusu „otkazana“ ne može biti aktivirana.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Evidentiranje uplate' })).toBeInTheDocument();
  });

  it('are found by what the admin types, kept in the address', async () => {
    const { user, router } = renderApp('/admin/subscriptions', { auth: admin });
    const field = await screen.findByRole('searchbox', { name: 'Pretraga pretplata' });
    await user.type(field, ' 97 1234-567890 ');
    await user.click(screen.getByRole('button', { name: 'Pronađi' }));
    await waitFor(() => expect(searches.at(-1)).toBe('97 1234-567890'));
    expect(await screen.findByRole('status')).toHaveTextContent('Pronađena je 1 pretplata.');
    expect(router.state.location.search).toBe('?q=97+1234-567890');

    // The field is the search's: after it, it holds what was searched.
    const again = screen.getByRole('searchbox', { name: 'Pretraga pretplata' });
    expect(again).toHaveValue('97 1234-567890');
    await user.clear(again);
    await user.type(again, 'nema{Enter}');
    expect(
      await screen.findByText('Nijedna pretplata ne odgovara pretrazi „nema“.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Poništi pretragu' }));
    expect(await screen.findByText('971234567890')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Pretraga pretplata' })).toHaveValue('');
  });

  it('show their payments', async () => {
    const { user } = renderApp('/admin/subscriptions', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Uplate: Ivan Ivić' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Uplate za pretplatu 971234567890',
    });
    const item = (await within(dialog).findByText('24. novembra 2026.: 2.400,00 RSD')).closest(
      'li',
    )!;
    expect(item).toHaveTextContent('1 mesec · evidentirao/la admin@x.rs');
  });
});

describe('contact messages', () => {
  let marks: unknown[];
  let answers: unknown[];
  const message = {
    _id: 'm1',
    name: 'Pera Perić',
    email: 'pera@x.rs',
    message: 'Kako da platim?',
    userId: null,
    createdAt: '2026-11-21T09:00:00Z',
    handled: null,
    answer: null,
  };
  beforeEach(() => {
    marks = [];
    answers = [];
    server.use(
      http.get(`${API}/admin/contact-messages`, ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        const answered = {
          ...message,
          _id: 'm2',
          name: 'Mila Milić',
          handled: { at: '2026-11-22T09:00:00Z', by: 'admin@x.rs' },
          answer: { text: 'Na račun iz taba.', at: '2026-11-22T09:00:00Z', by: 'admin@x.rs' },
        };
        const all = [message, answered];
        return HttpResponse.json(paged(state === 'unhandled' ? [message] : all, { unhandled: 1 }));
      }),
      http.post(`${API}/admin/contact-messages/:id/handled`, async ({ request, params }) => {
        marks.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ message: 'ok' });
      }),
      http.post(`${API}/admin/contact-messages/:id/answer`, async ({ request, params }) => {
        answers.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ message: 'ok' });
      }),
    );
  });

  it('show the unhandled ones first, every one on request, with their answers', async () => {
    const { user, router } = renderApp('/admin/messages', { auth: admin });
    expect(await screen.findByText('Kako da platim?')).toBeInTheDocument();
    expect(screen.queryByText('Mila Milić', { exact: false })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Prikaz poruka/ }));
    await user.click(await screen.findByRole('option', { name: 'Sve poruke' }));
    expect(await screen.findByText('Na račun iz taba.')).toBeInTheDocument();
    expect(screen.getByText('Odgovor (admin@x.rs, 22. novembra 2026.)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?show=all');
    // An answered message cannot be answered again.
    expect(screen.queryByRole('button', { name: 'Odgovori: Mila Milić' })).not.toBeInTheDocument();
  });

  it('are marked handled', async () => {
    const { user } = renderApp('/admin/messages', { auth: admin });
    await user.click(
      await screen.findByRole('button', { name: 'Označi kao obrađenu: Pera Perić' }),
    );
    await waitFor(() => expect(marks).toEqual([{ id: 'm1', handled: true }]));
    expect(await screen.findByText('Poruka je označena kao obrađena.')).toBeInTheDocument();
  });

  it('are answered, with an answer required', async () => {
    const { user } = renderApp('/admin/messages', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Odgovori: Pera Perić' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odgovor na poruku' });
    expect(dialog).toHaveTextContent('pera@x.rs');
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji odgovor' }));
    expect(await within(dialog).findByText('Unesite tekst odgovora.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Tekst odgovora/ }), 'Uplatom.');
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji odgovor' }));
    await waitFor(() => expect(answers).toEqual([{ id: 'm1', answer: 'Uplatom.' }]));
    expect(await screen.findByText('Odgovor je poslat e-poštom.')).toBeInTheDocument();
  });
});

describe('audit log', () => {
  let queries: Record<string, string>[];
  const entries = [
    {
      _id: 'e1',
      createdAt: '2026-11-25T13:05:00Z',
      actor: { _id: 'a1', email: 'admin@x.rs' },
      action: 'subscription.activate',
      target: { kind: 'subscription', _id: 's1', label: '971234567890 (ivan@x.rs)' },
      reason: null,
      details: { paidOn: '2026-11-24', amount: 2400, months: 1 },
    },
    {
      _id: 'e2',
      createdAt: '2026-11-25T12:00:00Z',
      actor: { _id: 'a1', email: 'admin@x.rs' },
      action: 'user.block',
      target: { kind: 'user', _id: 'u9', label: 'Laza Lazić <laza@x.rs>' },
      reason: 'Lažni oglasi',
      details: null,
    },
  ];
  beforeEach(() => {
    queries = [];
    server.use(
      http.get(`${API}/admin/audit`, ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(params);
        const data = entries.filter(
          (e) =>
            (!params.action || e.action === params.action) &&
            (!params.targetId || e.target._id === params.targetId),
        );
        return HttpResponse.json(paged(data));
      }),
      http.get(`${API}/admin/audit/actors`, () =>
        HttpResponse.json({ data: [{ _id: 'a1', email: 'admin@x.rs', name: 'Ana Admin' }] }),
      ),
    );
  });

  it('lists who did what, when and why', async () => {
    renderApp('/admin/audit', { auth: admin });
    const first = (await screen.findByText('Aktivirana pretplata', { selector: 'li p' })).closest(
      'li',
    )!;
    expect(first).toHaveTextContent('25. novembra 2026. u 14:05 · admin@x.rs');
    expect(first).toHaveTextContent('Pretplata: 971234567890 (ivan@x.rs)');
    expect(first).toHaveTextContent('Uplata 2.400,00 RSD od 24. novembra 2026., 1 mes.');
    const second = screen.getByText('Blokiran korisnik', { selector: 'li p' }).closest('li')!;
    expect(second).toHaveTextContent('Razlog: Lažni oglasi');
  });

  it('filters by action and by target, in the address', async () => {
    const { user, router } = renderApp('/admin/audit', { auth: admin });
    await user.click(await screen.findByRole('button', { name: /Radnja/ }));
    await user.click(await screen.findByRole('option', { name: 'Blokiran korisnik' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ action: 'user.block' }));
    expect(router.state.location.search).toBe('?action=user.block');
    await waitFor(() =>
      expect(screen.queryByText('Aktivirana pretplata', { selector: 'li p' })).toBeNull(),
    );

    await user.click(
      screen.getByRole('button', { name: 'Sve radnje nad ovim predmetom: Laza Lazić <laza@x.rs>' }),
    );
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ targetKind: 'user', targetId: 'u9' }),
    );
    expect(await screen.findByText('Samo: Laza Lazić <laza@x.rs>')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prikaži sve predmete' }));
    await waitFor(() => expect(queries.at(-1)!.targetId).toBeUndefined());
  });

  it('filters by admin', async () => {
    const { user } = renderApp('/admin/audit', { auth: admin });
    await user.click(await screen.findByRole('button', { name: /Administrator/ }));
    await user.click(await screen.findByRole('option', { name: 'admin@x.rs' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ actorId: 'a1' }));
  });
});
