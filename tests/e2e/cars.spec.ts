import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { ADMIN } from './env';
import { waitForLink } from './mailbox';

// A valid 2x2 PNG (the server re-encodes every upload, so it must be a real image).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });

const seller = {
  firstName: 'Petar',
  lastName: 'Prodavac',
  phone: '064 777 8888',
  email: `petar.${Date.now()}@autoberza.test`,
  password: 'Auto2024Prodaja',
};

/** An approved dealer: registered and verified through the API, approved by the admin. */
async function approvedSeller(request: APIRequestContext, page: Page) {
  const cities = (await (await request.get('/api/city')).json()) as { data: { _id: string }[] };
  const registered = await request.post('/api/user/register', {
    data: { ...seller, city: cities.data[0]!._id, acceptTerms: true },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(await waitForLink(seller.email, '/verify-email/'));
  await expect(page.getByRole('status')).toContainText('Adresa e-pošte je potvrđena.');
  const admin = await (
    await request.post('/api/user/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
    })
  ).json();
  const headers = { authorization: `Bearer ${admin.token as string}` };
  const users = await (
    await request.get(`/api/admin/users?q=${encodeURIComponent(seller.email)}`, { headers })
  ).json();
  const id = (users.data as { _id: string; email: string }[]).find(
    (u) => u.email === seller.email,
  )!._id;
  expect((await request.post(`/api/admin/users/${id}/approve`, { headers })).ok()).toBe(true);
  const session = await (
    await request.post('/api/user/login', {
      data: { email: seller.email, password: seller.password },
    })
  ).json();
  return { authorization: `Bearer ${session.token as string}` };
}

async function login(page: Page) {
  await page.goto(paths.login);
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(seller.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.root);
}

/** Fills the advert form (first brand and model, the given photos); returns brand and model. */
async function postAdvert(page: Page, label: string, photos: string[]) {
  await page.goto(paths.add);
  await expect(page.getByRole('heading', { name: 'Dodaj oglas' })).toBeVisible();
  await page
    .getByRole('button', { name: /Prikaži opcije/ })
    .first()
    .click();
  const brandOption = page.getByRole('option').first();
  const brand = (await brandOption.textContent())!.trim();
  // The brand's models held back until the model list's button has been pressed: pressed at once,
  // as a person does, while they load, the list opens when they come (ComboBox; once a press
  // before them opened nothing, and the journey waited for a list that never came).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const models = (url: URL) => url.pathname === '/api/model';
  await page.route(models, async (route) => {
    await held;
    await route.continue();
  });
  await brandOption.click();
  await page
    .getByRole('button', { name: /Prikaži opcije/ })
    .nth(1)
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  release();
  const modelOption = page.getByRole('option').first();
  await expect(modelOption).toBeVisible();
  await page.unroute(models);
  const model = (await modelOption.textContent())!.trim();
  await modelOption.click();
  await page.getByRole('textbox', { name: /Naslov oglasa/ }).fill(label);
  await page.getByRole('textbox', { name: /Cena/ }).fill('15500');
  await page.getByRole('textbox', { name: /Godište/ }).fill('2018');
  // The origin is among the details, under its heading (decision 043).
  await page.getByRole('button', { name: 'Papiri i istorija', exact: true }).click();
  await page.getByRole('button', { name: /Poreklo vozila/ }).click();
  await page.getByRole('option', { name: 'Strane tablice', exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles(photos.map(png));
  await expect(page.getByRole('img', { name: /Fotografija \d od/ })).toHaveCount(photos.length);
  return { brand, model };
}

test('a seller posts, edits, reserves, sells and deletes adverts; buyers find them', async ({
  page,
  request,
}) => {
  const auth = await approvedSeller(request, page);
  await login(page);

  // Post an advert with three photos and move the first one to the right.
  const car = await postAdvert(page, 'Glavni oglas', ['crvena', 'zelena', 'plava']);
  await page
    .getByRole('button', { name: /^Pomeri sliku \d desno$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Sačuvaj oglas' }).click();
  await expect(page.getByText('Uspešno dodat oglas')).toBeVisible();
  // The seller lands on the new advert, named in the tab's title as a shared link previews it.
  await expect(page).toHaveURL((url) => /^\/car\/[^/]+$/.test(url.pathname));
  await expect(page).toHaveTitle(/^\S.* \d{4}, [\d.]+\s€ \| AutoBerza$/);

  // A second advert to delete later.
  await postAdvert(page, 'Oglas za brisanje', ['crna']);
  await page.getByRole('button', { name: 'Sačuvaj oglas' }).click();
  await expect(page.getByText('Uspešno dodat oglas')).toBeVisible();

  // My listings: both cards; which one is which comes from the API by the card's link.
  await page.goto(paths.myCars);
  await expect(page.getByRole('article', { name: `${car.brand} ${car.model}` })).toHaveCount(2);
  const hrefs = await page
    .getByRole('article')
    .evaluateAll((els) => els.map((el) => el.querySelector('a')?.getAttribute('href') ?? ''));
  const labels: string[] = [];
  for (const href of hrefs) {
    labels.push(
      ((await (await request.get(`/api${href}`, { headers: auth })).json()) as { label: string })
        .label,
    );
  }
  const deleteIndex = labels.indexOf('Oglas za brisanje');
  const keepIndex = labels.indexOf('Glavni oglas');
  expect(deleteIndex).toBeGreaterThanOrEqual(0);
  expect(keepIndex).toBeGreaterThanOrEqual(0);
  const keptHref = hrefs[keepIndex]!;

  // Edit the main advert: remove one photo, add one; still three photos.
  await page.getByRole('article').nth(keepIndex).getByRole('link', { name: 'Izmeni' }).click();
  await expect(page.getByRole('textbox', { name: /Naslov oglasa/ })).toHaveValue('Glavni oglas');
  const photos = page.getByRole('img', { name: /Fotografija \d od/ });
  await expect(photos).toHaveCount(3);
  await page
    .getByRole('button', { name: /^Ukloni sliku/ })
    .first()
    .click();
  await expect(photos).toHaveCount(2);
  await page.locator('input[type="file"]').setInputFiles([png('bela')]);
  await expect(photos).toHaveCount(3);
  await page.getByRole('button', { name: 'Sačuvaj oglas' }).click();
  await expect(page.getByText('Oglas je izmenjen')).toBeVisible();
  const edited = (await (await request.get(`/api${keptHref}`, { headers: auth })).json()) as {
    image: unknown[];
  };
  expect(edited.image).toHaveLength(3);

  // Delete the other advert after confirming.
  await page.goto(paths.myCars);
  await page.getByRole('article').nth(deleteIndex).getByRole('button', { name: 'Obriši' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Obriši oglas' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);

  // Search by brand, model, price and year finds it.
  await page.goto(paths.cars);
  await page.getByRole('button', { name: /Marka/ }).click();
  await page.getByRole('option', { name: car.brand, exact: true }).click();
  await page.getByRole('button', { name: /Model/ }).click();
  await page.getByRole('option', { name: car.model, exact: true }).click();
  await page.getByRole('textbox', { name: 'Cena od' }).fill('15000');
  await page.getByRole('textbox', { name: 'Cena do' }).fill('16000');
  await page.getByRole('textbox', { name: 'Godište od' }).fill('2018');
  await page.getByRole('button', { name: 'Pretraži' }).click();
  await expect(page).toHaveURL(/priceMin=15000/);
  await expect(page.getByText('Rezultata: 1')).toBeVisible();

  // Detail: the slider advances and opens full screen; "Kompletna ponuda" lists the seller's cars.
  await page.goto(keptHref);
  await expect(
    page.getByRole('heading', { level: 1, name: `${car.brand} ${car.model}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Opšte informacije' })).toContainText(
    'Strane tablice',
  );
  const slides = page.getByRole('group', { name: /Slika \d od 3/ });
  await expect(slides).toHaveCount(3);
  await page.getByRole('button', { name: 'Sledeća slika' }).click();
  // Only the current slide is interactive (the others are inert): the second one now.
  await page.getByRole('button', { name: /Fotografija 2 od 3/ }).click();
  await expect(page.getByRole('dialog', { name: 'Pregled fotografija' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Kompletna ponuda' }).click();
  // The dealer's page: a seller without a company is named as a person.
  await expect(
    page.getByRole('heading', { level: 1, name: `${seller.firstName} ${seller.lastName}` }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // Reserved, then sold: ribbon shown, status disabled, no edit (sold is final).
  await page.goto(paths.myCars);
  const mine = page.getByRole('article').first();
  await mine.getByRole('button', { name: /Status oglasa/ }).click();
  await page.getByRole('option', { name: 'Rezervisano' }).click();
  await expect(mine.getByText('Rezervisano').first()).toBeVisible();
  await expect(page.getByText(/status je sada „Rezervisano“/)).toBeVisible();
  await mine.getByRole('button', { name: /Status oglasa/ }).click();
  await page.getByRole('option', { name: 'Prodato' }).click();
  // Sold is final: it asks first.
  await page
    .getByRole('alertdialog', { name: 'Označiti oglas kao prodat?' })
    .getByRole('button', { name: 'Označi kao prodato' })
    .click();
  await expect(mine.getByRole('button', { name: /Status oglasa/ })).toBeDisabled();
  await expect(mine.getByText('Izmeni', { exact: true })).toHaveCount(0);
  await page.goto(keptHref);
  await expect(page.getByText('Prodato').first()).toBeVisible();
});
