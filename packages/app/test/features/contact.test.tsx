import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, seller } from '../render';
import { API, fail, server } from '../server';

describe('contact (/contact-us)', () => {
  it('shows every validation message of the contact form', async () => {
    const { user } = renderApp('/contact-us', { auth: seller });
    const submit = await screen.findByRole('button', { name: 'Pošalji' });
    await user.click(submit);
    expect(await screen.findByText('Ime je obavezno')).toBeInTheDocument();
    expect(screen.getByText('Email je obavezan')).toBeInTheDocument();
    expect(screen.getByText('Poruka mora sadržati bar 10 karaktera')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Ime/), 'A');
    await user.type(screen.getByLabelText(/^Email/), 'a@b');
    await user.click(submit);
    expect(await screen.findByText('Ime mora imati bar 2 slova')).toBeInTheDocument();
    expect(screen.getByText('Unesite validnu email adresu')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Ime/), 'x'.repeat(50));
    await user.click(submit);
    expect(await screen.findByText('Ime ne može imati više od 50 karaktera')).toBeInTheDocument();
  });

  it('sends {name, email, message}, clears the form and confirms', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/contact`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/contact-us', { auth: seller });
    await user.type(await screen.findByLabelText(/^Ime/), 'Marko Petrović');
    await user.type(screen.getByLabelText(/^Email/), 'marko@example.com');
    await user.type(screen.getByLabelText(/^Opis/), 'Imam pitanje o pretplati.');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    await waitFor(() =>
      expect(sent).toEqual({
        name: 'Marko Petrović',
        email: 'marko@example.com',
        message: 'Imam pitanje o pretplati.',
      }),
    );
    expect(
      await screen.findByText('Poruka je poslata. Hvala vam, javićemo vam se uskoro.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ime/)).toHaveValue('');
    expect(screen.getByLabelText(/^Opis/)).toHaveValue('');
  });

  it("disables submit while sending and shows the server's message on failure", async () => {
    let release: () => void = () => {};
    server.use(
      http.post(`${API}/contact`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return fail(429, 'Previše poruka. Pokušajte kasnije.');
      }),
    );
    const { user } = renderApp('/contact-us', { auth: seller });
    await user.type(await screen.findByLabelText(/^Ime/), 'Marko');
    await user.type(screen.getByLabelText(/^Email/), 'marko@example.com');
    await user.type(screen.getByLabelText(/^Opis/), 'Imam pitanje o pretplati.');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByRole('button', { name: 'Slanje...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Previše poruka. Pokušajte kasnije.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ime/)).toHaveValue('Marko');
  });
});

describe('informational pages', () => {
  it.each([
    ['/about-us', 'O nama', 'ekskluzivna platforma za trgovce automobilima'],
    ['/terms-of-use', 'Uslovi korišćenja', 'Obaveze korisnika'],
    ['/privacy-policy', 'Obaveštenje o privatnosti', 'Kolačići'],
    ['/faq', 'Česta pitanja', 'Kako se plaća pretplata?'],
  ])('%s shows its Serbian text', async (path, heading, text) => {
    renderApp(path, { auth: seller });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(text.replace('?', '\\?'))).length).toBeGreaterThan(0);
  });
});
