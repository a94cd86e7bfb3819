import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileSchema } from '../../src/features/profile/schemas';
import i18n from '../../src/i18n';
import { admin, renderApp, seller } from '../render';
import { readForm } from '../multipart';
import { API, fail, server } from '../server';

const me = {
  _id: 'u1',
  firstName: 'Marko',
  lastName: 'Petrović',
  email: 'marko@example.com',
  phone: '0641234567',
  address: 'Bulevar 1',
  city: { _id: 'c1', name: 'Beograd' },
  image: '/uploads/avatars/u1.webp',
  role: 'user',
};

/** The server's price (any configured one: the app quotes what it is told). */
const offer = { amount: '2.900,00 RSD', days: 30 };

const pendingSubscription = {
  _id: 's1',
  status: 'pending',
  referenceNumber: '761234567890',
  startDate: null,
  endDate: null,
  createdAt: '2026-11-22T08:00:00Z',
  endedAt: null,
};

/** A slip as GET /api/user/subscription gives it (the picture is any SVG: the app only shows it). */
const payment = {
  payer: 'Marko Petrović',
  purpose: 'Pretplata AutoBerza',
  recipient: 'AutoBerza d.o.o., Beograd',
  paymentCode: '221',
  amount: '2.400,00 RSD',
  amountPlain: '2400,00',
  account: '160-0000000012345-95',
  model: '97',
  referenceNumber: '761234567890',
  ipsQr: {
    payload:
      'K:PR|V:01|C:1|R:160000000001234595|N:AutoBerza d.o.o., Beograd|I:RSD2400,00|SF:221|S:Pretplata AutoBerza|RO:97761234567890',
    image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
  },
};

let preferences = { isEmail: false, isNotification: true, newListings: 'immediate' };
const preferenceCalls: unknown[] = [];

beforeEach(() => {
  preferences = { isEmail: false, isNotification: true, newListings: 'immediate' };
  preferenceCalls.length = 0;
  server.use(
    http.get(`${API}/user/me`, () => HttpResponse.json(me)),
    http.get(`${API}/user/preferences`, () => HttpResponse.json(preferences)),
    http.patch(`${API}/user/preferences`, async ({ request }) => {
      const body = (await request.json()) as Partial<typeof preferences>;
      preferenceCalls.push(body);
      preferences = { ...preferences, ...body };
      return HttpResponse.json(preferences);
    }),
    http.get(`${API}/user/subscription`, () =>
      HttpResponse.json({ subscription: null, isActive: false, payment: null, offer }),
    ),
  );
});

describe('profile (/profile)', () => {
  it('shows the photo, the toggles and the three tabs with the profile filled in', async () => {
    renderApp('/profile', { auth: seller });
    expect(
      await screen.findByRole('img', { name: 'Profilna fotografija: Marko Petrović' }),
    ).toHaveAttribute('src', '/uploads/avatars/u1.webp');
    expect(screen.getByRole('button', { name: 'Promeni sliku' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Lozinka' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pretplata' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ime/)).toHaveValue('Marko');
    expect(screen.getByRole('textbox', { name: /^E-pošta/ })).toHaveValue('marko@example.com');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Obaveštenja na uređaju' })).toBeChecked(),
    );
    expect(screen.getByRole('switch', { name: 'Obaveštenja e-poštom' })).not.toBeChecked();
  });

  it('saves each toggle at once', async () => {
    const { user } = renderApp('/profile', { auth: seller });
    const email = await screen.findByRole('switch', { name: 'Obaveštenja e-poštom' });
    await waitFor(() => expect(email).toBeEnabled());
    await user.click(email);
    await waitFor(() => expect(preferenceCalls).toEqual([{ isEmail: true }]));
    await user.click(screen.getByRole('switch', { name: 'Obaveštenja na uređaju' }));
    await waitFor(() =>
      expect(preferenceCalls).toEqual([{ isEmail: true }, { isNotification: false }]),
    );
    expect(screen.getByRole('switch', { name: 'Obaveštenja e-poštom' })).toBeChecked();
  });

  it('saves the pace of the new-listings e-mail at once', async () => {
    const { user } = renderApp('/profile', { auth: seller });
    const notices = await screen.findByRole('region', { name: 'Obaveštenja' });
    const pace = within(notices).getByRole('button', { name: /Novi oglasi e-poštom/ });
    await waitFor(() => expect(pace).toBeEnabled());
    expect(pace).toHaveTextContent('Odmah (najviše jedna poruka na 15 minuta)');
    await user.click(pace);
    await user.click(await screen.findByRole('option', { name: 'Jednom dnevno' }));
    await waitFor(() => expect(preferenceCalls).toEqual([{ newListings: 'daily' }]));
    expect(pace).toHaveTextContent('Jednom dnevno');
  });

  it('validates the profile form', async () => {
    const { user } = renderApp('/profile', { auth: seller });
    await user.clear(await screen.findByLabelText(/^Ime/));
    await user.clear(screen.getByLabelText(/^Prezime/));
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Ime je obavezno')).toBeInTheDocument();
    expect(screen.getByText('Prezime je obavezno')).toBeInTheDocument();
    // The e-mail is the login name: shown, but not editable here.
    expect(screen.getByRole('textbox', { name: /^E-pošta/ })).toHaveAttribute('readonly');
  });

  it('the profile rules reject a bad e-mail address with their message', () => {
    const result = profileSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'los',
      phone: '',
      address: '',
      city: '',
    });
    expect(result.success).toBe(false);
    expect(i18n.t(result.error!.issues[0]!.message as never)).toBe(
      'Unesite ispravnu adresu e-pošte',
    );
  });

  it('saves the profile and updates the session user; errors become toasts', async () => {
    let sent: unknown;
    server.use(
      http.patch(`${API}/user/profile`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...me, firstName: 'Petar' });
      }),
    );
    const { user, store } = renderApp('/profile', { auth: seller });
    const first = await screen.findByLabelText(/^Ime/);
    await user.clear(first);
    await user.type(first, 'Petar');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(store.getState().auth.user?.firstName).toBe('Petar'));
    expect(sent).toEqual({
      firstName: 'Petar',
      lastName: 'Petrović',
      phone: '0641234567',
      address: 'Bulevar 1',
      city: 'c1',
    });
    expect(await screen.findByText('Podaci profila su sačuvani.')).toBeInTheDocument();

    server.use(http.patch(`${API}/user/profile`, () => fail(409, 'Adresa e-pošte je zauzeta.')));
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Adresa e-pošte je zauzeta.')).toBeInTheDocument();
  });

  it('changes the password: every rule, then a reset form', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/user/change-password`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok', token: 'token-after-change' });
      }),
    );
    const { user, store } = renderApp('/profile?tab=password', { auth: seller });
    const submit = await screen.findByRole('button', { name: 'Promeni lozinku' });
    await user.click(submit);
    expect(
      await screen.findByText('Stara lozinka mora imati najmanje 8 znakova'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nova lozinka mora imati najmanje 8 znakova')).toBeInTheDocument();
    expect(screen.getByText('Potvrda lozinke je obavezna')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nova lozinka'), 'abcdefgh1');
    await user.click(submit);
    expect(await screen.findByText('Nova lozinka mora imati bar 2 broja')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nova lozinka'), '2');
    await user.click(submit);
    expect(
      await screen.findByText('Nova lozinka mora imati bar jedno veliko slovo'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nova lozinka'));
    await user.type(screen.getByLabelText('Nova lozinka'), 'Novalozinka12');
    await user.type(screen.getByLabelText('Potvrda lozinke'), 'Novalozinka13');
    await user.type(screen.getByLabelText('Stara lozinka'), 'Staralozinka12');
    await user.click(submit);
    expect(await screen.findByText('Lozinke se ne poklapaju')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Potvrda lozinke'));
    await user.type(screen.getByLabelText('Potvrda lozinke'), 'Novalozinka12');
    await user.click(submit);
    await waitFor(() =>
      expect(sent).toEqual({ oldPassword: 'Staralozinka12', newPassword: 'Novalozinka12' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Stara lozinka')).toHaveValue(''));
    expect(await screen.findByText('Lozinka je promenjena.')).toBeInTheDocument();
    // Older tokens stop working after a password change (docs/product.md, “Passwords”): the session
    // takes the new one.
    expect(store.getState().auth.token).toBe('token-after-change');
  });

  it("shows the server's message when the password change fails", async () => {
    server.use(
      http.post(`${API}/user/change-password`, () => fail(400, 'Stara lozinka nije ispravna.')),
    );
    const { user } = renderApp('/profile?tab=password', { auth: seller });
    await user.type(await screen.findByLabelText('Stara lozinka'), 'Staralozinka12');
    await user.type(screen.getByLabelText('Nova lozinka'), 'Novalozinka12');
    await user.type(screen.getByLabelText('Potvrda lozinke'), 'Novalozinka12');
    await user.click(screen.getByRole('button', { name: 'Promeni lozinku' }));
    expect(await screen.findByText('Stara lozinka nije ispravna.')).toBeInTheDocument();
  });

  it('uploads a new photo (images only) as multipart field "image"', async () => {
    let field: FormDataEntryValue | null = null;
    server.use(
      http.post(`${API}/user/image`, async ({ request }) => {
        field = (await readForm(request)).get('image');
        return HttpResponse.json({ image: '/uploads/avatars/u1-2.webp' });
      }),
    );
    const { user, store, container } = renderApp('/profile', { auth: seller });
    await screen.findByRole('button', { name: 'Promeni sliku' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['x'], 'slika.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(store.getState().auth.user?.image).toBe('/uploads/avatars/u1-2.webp'),
    );
    expect(field).not.toBeNull();
    expect(typeof field).toBe('object'); // a file part (jsdom's File loses its name in Node's FormData)
    expect(await screen.findByText('Profilna fotografija je promenjena.')).toBeInTheDocument();
  });

  it('Pretplata: asks for a subscription and shows the payment slip with its IPS QR code', async () => {
    let state: Record<string, unknown> = {
      subscription: null,
      isActive: false,
      payment: null,
      offer,
    };
    server.use(
      http.get(`${API}/user/subscription`, () => HttpResponse.json(state)),
      http.post(`${API}/user/subscription`, () => {
        state = { subscription: pendingSubscription, isActive: false, payment, offer };
        return HttpResponse.json(state, { status: 201 });
      }),
    );
    const { user } = renderApp('/profile?tab=subscription', { auth: seller });
    const panel = await screen.findByRole('tabpanel');
    // The tab's content comes with its own code and the subscription answer.
    expect(
      await within(panel).findByText('Nove oglase vidite odmah, umesto da čekate 20 minuta.'),
    ).toBeInTheDocument();
    // The price and its period before anything is asked (the server's configured price).
    expect(within(panel).getByText('2.900,00 RSD za 30 dana')).toBeInTheDocument();
    expect(
      within(panel).queryByRole('region', { name: 'Nalog za uplatu' }),
    ).not.toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Zatraži pretplatu' }));

    const slip = await within(panel).findByRole('region', { name: 'Nalog za uplatu' });
    const field = (label: string) => {
      const term = within(slip).getByText(label, { selector: 'dt' });
      return term.nextElementSibling!.querySelector('span')!.textContent;
    };
    expect(field('Uplatilac')).toBe('Marko Petrović');
    expect(field('Svrha uplate')).toBe('Pretplata AutoBerza');
    expect(field('Primalac')).toBe('AutoBerza d.o.o., Beograd');
    expect(field('Šifra plaćanja')).toBe('221');
    expect(field('Iznos')).toBe('2.400,00 RSD');
    expect(field('Račun primaoca')).toBe('160-0000000012345-95');
    expect(field('Model')).toBe('97');
    expect(field('Poziv na broj')).toBe('761234567890');
    expect(
      within(slip).getByRole('img', { name: /^IPS QR kôd za uplatu pretplate/ }),
    ).toHaveAttribute('src', payment.ipsQr.image);
    expect(
      within(slip).getByText('Skenirajte IPS QR kôd u aplikaciji svoje banke (IPS skeniraj).'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Čeka uplatu')).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Zatraži pretplatu' }),
    ).not.toBeInTheDocument();
  });

  it('Pretplata: each slip field copies, says „Kopirano“ to screen readers; the slip prints', async () => {
    server.use(
      http.get(`${API}/user/subscription`, () =>
        HttpResponse.json({ subscription: pendingSubscription, isActive: false, payment, offer }),
      ),
    );
    const { user } = renderApp('/profile?tab=subscription', { auth: seller });
    const slip = await screen.findByRole('region', { name: 'Nalog za uplatu' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(within(slip).getByRole('button', { name: 'Kopiraj: Račun primaoca' }));
    expect(writeText).toHaveBeenLastCalledWith('160-0000000012345-95');
    expect(within(slip).getByRole('status')).toHaveTextContent('Kopirano: Račun primaoca');

    // The amount goes to the clipboard as a bank app's field takes it.
    await user.click(within(slip).getByRole('button', { name: 'Kopiraj: Iznos' }));
    expect(writeText).toHaveBeenLastCalledWith('2400,00');
    expect(within(slip).getByRole('status')).toHaveTextContent('Kopirano: Iznos');

    // By keyboard too.
    within(slip).getByRole('button', { name: 'Kopiraj: Poziv na broj' }).focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenLastCalledWith('761234567890');

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(slip).getByRole('button', { name: 'Odštampaj uplatnicu' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
    writeText.mockRestore();
  });

  it('Pretplata: a subscription that ended says when, never an end date as if running; renewing asks again', async () => {
    let requested = false;
    server.use(
      http.get(`${API}/user/subscription`, () =>
        HttpResponse.json({
          subscription: {
            ...pendingSubscription,
            status: 'expired',
            startDate: '2026-10-04T10:00:00Z',
            endDate: '2026-11-03T10:00:00Z',
            endedAt: '2026-11-03T10:00:00Z',
          },
          isActive: false,
          payment: null,
          offer,
        }),
      ),
      http.post(`${API}/user/subscription`, () => {
        requested = true;
        return HttpResponse.json(
          { subscription: pendingSubscription, isActive: false, payment, offer },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/profile?tab=subscription', { auth: seller });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Istekla 3. novembra 2026.')).toBeInTheDocument();
    expect(within(panel).queryByText('Ističe')).not.toBeInTheDocument();
    expect(within(panel).getByText('2.900,00 RSD za 30 dana')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Obnovi pretplatu' }));
    await waitFor(() => expect(requested).toBe(true));
  });

  it('Pretplata: a cancelled one says when it was cancelled', async () => {
    server.use(
      http.get(`${API}/user/subscription`, () =>
        HttpResponse.json({
          subscription: {
            ...pendingSubscription,
            status: 'cancelled',
            endedAt: '2026-12-01T09:00:00Z',
          },
          isActive: false,
          payment: null,
          offer,
        }),
      ),
    );
    renderApp('/profile?tab=subscription', { auth: seller });
    expect(await screen.findByText('Otkazana 1. decembra 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obnovi pretplatu' })).toBeInTheDocument();
  });

  it('Pretplata: an administrator is not offered one (they see everything already)', async () => {
    renderApp('/profile?tab=subscription', { auth: admin });
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByText(
        'Kao administrator vidite sve oglase i koristite sve filtere, pa vam pretplata nije potrebna.',
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Zatraži pretplatu' }),
    ).not.toBeInTheDocument();
  });

  it('Pretplata: an active subscription shows its dates in Serbian', async () => {
    server.use(
      http.get(`${API}/user/subscription`, () =>
        HttpResponse.json({
          subscription: {
            _id: 's1',
            status: 'active',
            startDate: '2026-11-01T10:00:00Z',
            endDate: '2027-11-01T10:00:00Z',
            referenceNumber: '97 55',
            createdAt: '2026-10-30T10:00:00Z',
            endedAt: null,
          },
          isActive: true,
          payment: null,
          offer,
        }),
      ),
    );
    renderApp('/profile?tab=subscription', { auth: seller });
    expect(await screen.findByText('Aktivna')).toBeInTheDocument();
    expect(screen.getByText('1. novembra 2026.')).toBeInTheDocument();
    expect(screen.getByText('1. novembra 2027.')).toBeInTheDocument();
  });
});
