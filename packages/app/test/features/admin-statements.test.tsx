import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, renderApp } from '../render';
import { API, server } from '../server';

const paged = <T,>(data: T[]) => ({
  data,
  totalDocs: data.length,
  page: 1,
  limit: 100,
  totalPages: 1,
  totalCapped: false,
});

const shortPayment = {
  _id: 'e1',
  transactionId: 'TX-7',
  bookedOn: '2026-11-27',
  amount: 2399.99,
  reference: '97 921234567890',
  payer: 'Petar Petrović',
  purpose: 'Pretplata',
  issue: 'amountMismatch',
  expectedAmount: 2400,
  subscription: {
    _id: 's1',
    referenceNumber: '921234567890',
    status: 'pending',
    email: 'petar@x.rs',
  },
};
const unknownPayment = {
  ...shortPayment,
  _id: 'e2',
  amount: 2400,
  reference: '11-22',
  issue: 'unknownReference',
  subscription: null,
};

let waiting: (typeof shortPayment | typeof unknownPayment)[];
let uploads: string[];
let decisions: unknown[];
beforeEach(() => {
  waiting = [shortPayment, unknownPayment];
  uploads = [];
  decisions = [];
  server.use(
    http.get(`${API}/admin/contact-messages`, () =>
      HttpResponse.json({ ...paged([]), unhandled: 0 }),
    ),
    http.get(`${API}/admin/reports`, () => HttpResponse.json({ ...paged([]), open: 0 })),
    http.get(`${API}/admin/statements/entries`, () => HttpResponse.json(paged(waiting))),
    http.post(`${API}/admin/statements`, async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push(file.type);
      // The second file is refused.
      if (uploads.length === 2) {
        return HttpResponse.json(
          { message: 'CSV izvod, red 3: iznos „abc“ nije ispravan (npr. 2.400,00).' },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        message: 'Izvod je uvezen.',
        activated: 3,
        alreadyImported: 1,
        forDecision: 2,
        credits: 6,
      });
    }),
    http.post(`${API}/admin/statements/entries/:id/decide`, async ({ request, params }) => {
      decisions.push({ id: params.id, ...((await request.json()) as object) });
      waiting = waiting.filter((e) => e._id !== params.id);
      return HttpResponse.json({ message: 'Stavka izvoda je odbačena.' });
    }),
  );
});

describe('the statement tab', () => {
  it('uploads the chosen file and shows what the import did', async () => {
    const { user } = renderApp('/admin/statements', { auth: admin });
    const button = await screen.findByRole('button', { name: 'Izaberite izvod' });
    expect(button).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['datum;iznos'], 'izvod.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Aktivirano: 3, već uvezeno: 1, za odluku: 2')).toBeVisible();
    expect(uploads).toHaveLength(1);

    await user.upload(input, new File(['los'], 'los.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Izvod nije uvezen. CSV izvod, red 3: iznos „abc“ nije ispravan (npr. 2.400,00).',
    );
    expect(screen.queryByText(/^Aktivirano:/)).toBeNull();
  });

  it('lists the payments awaiting a decision; dismissing one requires a reason', async () => {
    const { user } = renderApp('/admin/statements', { auth: admin });
    const table = await screen.findByRole('table', { name: 'Uplate za odluku' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Iznos se ne slaže sa cenom pretplate (2.400,00 RSD).');
    expect(rows[1]).toHaveTextContent('Poziv na broj ne pripada nijednoj pretplati.');
    // A payment that names no subscription cannot be activated from here.
    expect(within(rows[1]!).queryByRole('button', { name: /^Aktiviraj/ })).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: /^Odbaci/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Odbacivanje uplate sa izvoda' });
    await user.click(within(dialog).getByRole('button', { name: 'Odbaci' }));
    expect(await within(dialog).findByText('Unesite razlog.')).toBeVisible();
    expect(decisions).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Razlog/ }),
      'Uplata za oglas, ne za pretplatu',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Odbaci' }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { id: 'e2', decision: 'dismiss', reason: 'Uplata za oglas, ne za pretplatu' },
      ]),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });
});
