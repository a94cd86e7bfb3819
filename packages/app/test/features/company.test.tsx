import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, seller } from '../render';
import { API, server } from '../server';

const COMPANY = {
  name: 'Auto Petrović d.o.o.',
  pib: '107632155',
  registrationNumber: '21034598',
  address: 'Bulevar kralja Aleksandra 73',
  phones: ['011 3456 789'],
  hours: 'Pon–Pet 9–17',
};

let me: Record<string, unknown>;
let saved: unknown[];
let removed: number;

beforeEach(() => {
  me = {
    _id: 'u1',
    firstName: 'Marko',
    lastName: 'Petrović',
    email: 'marko@example.com',
    phone: '0641234567',
    address: null,
    city: { _id: 'c1', name: 'Beograd' },
    image: null,
    role: 'user',
    status: 'approved',
    company: null,
  };
  saved = [];
  removed = 0;
  server.use(
    http.get(`${API}/user/me`, () => HttpResponse.json(me)),
    http.get(`${API}/user/preferences`, () =>
      HttpResponse.json({ isEmail: true, isNotification: true, newListings: 'off' }),
    ),
    http.put(`${API}/user/company`, async ({ request }) => {
      const body = (await request.json()) as typeof COMPANY;
      saved.push(body);
      me = { ...me, company: body };
      return HttpResponse.json(me);
    }),
    http.delete(`${API}/user/company`, () => {
      removed += 1;
      me = { ...me, company: null };
      return HttpResponse.json(me);
    }),
  );
});

describe('„Moj nalog“, Firma (/profile?tab=company)', () => {
  it('is filled in by keyboard; a wrong PIB is refused in Serbian before anything is sent', async () => {
    const { user } = renderApp('/profile?tab=company', { auth: seller });
    const name = await screen.findByRole('textbox', { name: /^Naziv firme/ });
    expect(screen.getByRole('tab', { name: 'Firma' })).toHaveAttribute('aria-selected', 'true');
    await user.click(name);
    await user.keyboard('Auto Petrović d.o.o.');
    await user.tab();
    await user.keyboard('107632156'); // the last digit is not the check digit
    await user.tab();
    await user.keyboard('2103459'); // seven digits
    await user.tab();
    await user.keyboard('Bulevar kralja Aleksandra 73');
    await user.tab();
    await user.keyboard('011 3456 789, +381 63 111 2222');
    await user.tab();
    await user.keyboard('Pon–Pet 9–17');
    await user.keyboard('{Enter}'); // a new line in the hours, not a submission
    await user.keyboard('Sub 9–14');
    await user.tab();
    await user.keyboard('{Enter}');
    const pib = screen.getByRole('textbox', { name: /^PIB/ });
    await waitFor(() => expect(pib).toHaveFocus());
    expect(pib).toHaveAccessibleDescription(
      expect.stringContaining(
        'PIB nije ispravan: poslednja cifra nije njegova kontrolna cifra. Proverite unos.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Matični broj/ })).toHaveAccessibleDescription(
      expect.stringContaining('Matični broj ima tačno 8 cifara, bez razmaka i slova.'),
    );
    expect(saved).toEqual([]);

    await user.clear(pib);
    await user.keyboard('107632155');
    await user.tab();
    await user.keyboard('{End}8');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(saved).toEqual([
        {
          name: 'Auto Petrović d.o.o.',
          pib: '107632155',
          registrationNumber: '21034598',
          address: 'Bulevar kralja Aleksandra 73',
          phones: ['011 3456 789', '+381 63 111 2222'],
          hours: 'Pon–Pet 9–17\nSub 9–14',
        },
      ]),
    );
    expect(await screen.findByText('Podaci firme su sačuvani.')).toBeInTheDocument();
  });

  it('shows the saved company, links to the dealer page, and can go back to a person', async () => {
    me = { ...me, company: COMPANY };
    const { user } = renderApp('/profile?tab=company', { auth: seller });
    expect(await screen.findByRole('textbox', { name: /^Naziv firme/ })).toHaveValue(
      'Auto Petrović d.o.o.',
    );
    expect(screen.getByRole('textbox', { name: /^Telefoni firme/ })).toHaveValue('011 3456 789');
    expect(screen.getByRole('link', { name: 'Moja stranica prodavca' })).toHaveAttribute(
      'href',
      '/car-list/u1',
    );
    await user.click(screen.getByRole('button', { name: 'Prodajem kao fizičko lice' }));
    await waitFor(() => expect(removed).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Naziv firme/ })).toHaveValue(''),
    );
  });

  it('refuses more than three phones and a phone with letters', async () => {
    const { user } = renderApp('/profile?tab=company', { auth: seller });
    await user.type(await screen.findByRole('textbox', { name: /^Naziv firme/ }), 'Auto d.o.o.');
    await user.type(screen.getByRole('textbox', { name: /^PIB/ }), '107632155');
    await user.type(screen.getByRole('textbox', { name: /^Matični broj/ }), '21034598');
    const phones = screen.getByRole('textbox', { name: /^Telefoni firme/ });
    await user.type(phones, '011 111 111, 011 222 222, 011 333 333, 011 444 444{Enter}');
    await waitFor(() =>
      expect(phones).toHaveAccessibleDescription(
        expect.stringContaining('Možete uneti najviše 3 telefona firme.'),
      ),
    );
    await user.clear(phones);
    await user.type(phones, 'zovite me{Enter}');
    await waitFor(() =>
      expect(phones).toHaveAccessibleDescription(expect.stringContaining('Telefon nije ispravan')),
    );
    expect(saved).toEqual([]);
  });
});
