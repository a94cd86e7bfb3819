import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, renderApp, seller } from '../render';
import { API, server } from '../server';
import { list, makeCar, useLookups } from './cars/fixtures';

const COMPANY = {
  name: 'Auto Anić d.o.o.',
  pib: '107632155',
  registrationNumber: '21034598',
  address: 'Bulevar kralja Aleksandra 73',
  phones: [],
  hours: null,
};

describe("a dealer's company beyond their page", () => {
  it("names the company in the advert's contact box, linking to the dealer's page", async () => {
    useLookups();
    const car = makeCar({ _id: 'firma1' });
    server.use(
      http.get(`${API}/car/firma1`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([car]))),
      http.get(`${API}/user/dealer/u2`, () =>
        HttpResponse.json({
          _id: 'u2',
          firstName: 'Jovan',
          lastName: 'Jovanović',
          city: null,
          image: null,
          company: COMPANY,
          memberSince: '2025-03-14T10:00:00.000Z',
          activeAdverts: 1,
          soldLast90Days: 0,
        }),
      ),
    );
    renderApp('/car/firma1', { auth: seller });
    const contact = await screen.findByRole('region', { name: 'Kontakt' });
    expect(await within(contact).findByRole('link', { name: 'Auto Anić d.o.o.' })).toHaveAttribute(
      'href',
      '/car-list/u2',
    );
    expect(within(contact).getByText('Firma')).toBeInTheDocument();
  });

  it('shows the administrator the company, PIB and matični broj of a pending account', async () => {
    server.use(
      http.get(`${API}/admin/users`, () =>
        HttpResponse.json({
          data: [
            {
              _id: 'p1',
              firstName: 'Ana',
              lastName: 'Anić',
              email: 'ana@x.rs',
              role: 'user',
              status: 'pending',
              createdAt: '2026-11-20T08:00:00Z',
              company: COMPANY,
            },
            {
              _id: 'p2',
              firstName: 'Ivan',
              lastName: 'Ivić',
              email: 'ivan@x.rs',
              role: 'user',
              status: 'pending',
              createdAt: '2026-11-19T08:00:00Z',
              company: null,
            },
          ],
        }),
      ),
    );
    renderApp('/admin/pending', { auth: admin });
    const ana = (await screen.findByText('Ana Anić')).closest('tr')!;
    expect(within(ana).getByText('Auto Anić d.o.o.')).toBeInTheDocument();
    expect(within(ana).getByText('PIB 107632155')).toBeInTheDocument();
    expect(within(ana).getByText('MB 21034598')).toBeInTheDocument();
    const ivan = screen.getByText('Ivan Ivić').closest('tr')!;
    expect(within(ivan).getByText('Fizičko lice')).toBeInTheDocument();
  });
});
