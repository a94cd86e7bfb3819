import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, seller } from '../render';
import { API, fail, server } from '../server';
import { list, makeCar, newest, useLookups } from '../features/cars/fixtures';

describe('page titles and focus after a route change', () => {
  it("names the car's page after the car and its price", async () => {
    server.use(
      http.get(`${API}/car/car1`, () => HttpResponse.json(makeCar())),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([makeCar()]))),
    );
    renderApp('/car/car1', { auth: seller });
    await screen.findByRole('heading', { level: 1, name: 'BMW 320d' });
    await waitFor(() =>
      expect(document.title).toMatch(/^BMW 320d \d{4}, 12\.500\s€ \| AutoBerza$/),
    );
  });

  it('names every page, and the home page by the product alone', async () => {
    const { user } = renderApp('/contact-us', { auth: seller });
    await screen.findByRole('heading', { level: 1, name: 'Kontaktirajte nas' });
    await waitFor(() => expect(document.title).toBe('Kontaktirajte nas | AutoBerza'));
    // The first screen keeps the browser's own focus: nothing was navigated yet.
    expect(document.activeElement).toBe(document.body);

    useLookups();
    server.use(http.get(`${API}/car`, () => HttpResponse.json(newest([]))));
    await user.click(screen.getAllByRole('link', { name: 'AutoBerza – početna' })[0]!);
    await waitFor(() => expect(document.title).toBe('AutoBerza'));
  });

  it('moves the focus to the main heading once the next page has it', async () => {
    server.use(
      http.get(`${API}/car/car1`, () => HttpResponse.json(makeCar())),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([makeCar()]))),
      http.get(`${API}/user/dealer/u2`, () =>
        HttpResponse.json({
          _id: 'u2',
          firstName: 'Jovan',
          lastName: 'Jovanović',
          city: null,
          image: null,
          company: null,
          memberSince: '2025-03-14T10:00:00.000Z',
          activeAdverts: 1,
          soldLast90Days: 0,
        }),
      ),
    );
    const { user } = renderApp('/car/car1', { auth: seller });
    await user.click(await screen.findByRole('link', { name: 'Kompletna ponuda' }));
    // The dealer's page is headed by the dealer's name (a company's, or here the person's).
    const heading = await screen.findByRole('heading', { level: 1, name: 'Jovan Jovanović' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Prodavac Jovan Jovanović: sva vozila | AutoBerza');
  });

  it('a skip link is the first stop of the Tab key and jumps to the page', async () => {
    const { user } = renderApp('/contact-us', { auth: seller });
    await screen.findByRole('heading', { level: 1, name: 'Kontaktirajte nas' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Preskoči na sadržaj' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('sadrzaj')).toHaveFocus();
    await user.tab();
    // The next stop is inside the page, past the header.
    expect(screen.getByLabelText(/^Ime/)).toHaveFocus();
  });
});

describe('focus after a failed submit', () => {
  it('goes to the first field in error (contact)', async () => {
    const { user } = renderApp('/contact-us', { auth: seller });
    await user.type(await screen.findByLabelText(/^Ime/), 'Marko');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Unesite adresu e-pošte')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^E-pošta/)).toHaveFocus());
  });

  it('goes to the first field in error (sign-in)', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-pošta/), 'marko@example.com');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() => expect(screen.getByLabelText(/^Lozinka/)).toHaveFocus());
  });

  it('goes to the field the server refused (recovery)', async () => {
    server.use(
      http.post(`${API}/user/recovery`, () => fail(404, 'Nalog sa ovom adresom ne postoji.')),
    );
    const { user } = renderApp('/recovery');
    const email = await screen.findByLabelText(/^E-pošta/);
    await user.type(email, 'nepoznat@example.com');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Nalog sa ovom adresom ne postoji.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
  });
});
