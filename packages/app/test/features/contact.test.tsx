import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL_META } from '../../src/app/runtimeConfig';
import { renderApp, seller } from '../render';
import { API, fail, server } from '../server';

describe('contact (/contact-us)', () => {
  afterEach(() => document.head.querySelector(`meta[name="${SUPPORT_EMAIL_META}"]`)?.remove());

  it("names the server's support address, from the page the server sent", async () => {
    const meta = document.createElement('meta');
    meta.name = SUPPORT_EMAIL_META;
    meta.content = 'podrska@autoberza.example';
    document.head.append(meta);
    renderApp('/contact-us', { auth: seller });
    const link = await screen.findByRole('link', { name: 'podrska@autoberza.example' });
    expect(link).toHaveAttribute('href', 'mailto:podrska@autoberza.example');
    expect(link.parentElement).toHaveTextContent(
      'Možete nam pisati i direktno, na adresu: podrska@autoberza.example',
    );
  });

  it('names no address when the page carries none', async () => {
    renderApp('/contact-us', { auth: seller });
    await screen.findByRole('button', { name: 'Pošalji' });
    expect(screen.queryByText(/Možete nam pisati i direktno/)).toBeNull();
  });

  it('shows every validation message of the contact form', async () => {
    const { user } = renderApp('/contact-us', { auth: seller });
    const submit = await screen.findByRole('button', { name: 'Pošalji' });
    await user.click(submit);
    expect(await screen.findByText('Ime je obavezno')).toBeInTheDocument();
    expect(screen.getByText('Unesite adresu e-pošte')).toBeInTheDocument();
    expect(screen.getByText('Poruka mora imati bar 10 znakova')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Ime/), 'A');
    await user.type(screen.getByLabelText(/^E-pošta/), 'a@b');
    await user.click(submit);
    expect(await screen.findByText('Ime mora imati bar 2 slova')).toBeInTheDocument();
    expect(screen.getByText('Unesite ispravnu adresu e-pošte')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Ime/), 'x'.repeat(50));
    await user.click(submit);
    expect(await screen.findByText('Ime ne može imati više od 50 znakova')).toBeInTheDocument();
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
    await user.type(screen.getByLabelText(/^E-pošta/), 'marko@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Poruka/ }), 'Imam pitanje o pretplati.');
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
    expect(screen.getByRole('textbox', { name: /^Poruka/ })).toHaveValue('');
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
    await user.type(screen.getByLabelText(/^E-pošta/), 'marko@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Poruka/ }), 'Imam pitanje o pretplati.');
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
    // The terms and the notice come with the server's facts (GET /legal): wait for their text.
    expect(
      (await screen.findAllByText(new RegExp(text.replace('?', '\\?')))).length,
    ).toBeGreaterThan(0);
  });
});
