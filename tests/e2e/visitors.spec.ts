import { expect, test } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { approvedUser } from './fixtures';

// Decision 010 on the default server (PUBLIC_BROWSING off), which serves the same app build as the
// public one: the legal and information pages and contact are open to visitors, the car pages are
// not, and sign-in leads back to the page that sent the visitor there.

const person = {
  firstName: 'Vesna',
  lastName: 'Posetilac',
  phone: '062 555 7788',
  email: `vesna.${Date.now()}@autoberza.test`,
  password: 'Posete2024x',
};

test('a visitor reads the terms without an account, and signs in back to the page asked for', async ({
  page,
  request,
}) => {
  for (const [path, heading] of [
    [paths.terms, 'Uslovi korišćenja'],
    [paths.privacy, 'Obaveštenje o privatnosti'],
    [paths.about, 'O nama'],
    [paths.faq, 'Česta pitanja'],
    [paths.contact, 'Kontaktirajte nas'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
  // The car pages still need an account here.
  await page.goto(paths.cars);
  await expect(page).toHaveURL((url) => url.pathname === paths.login);

  await approvedUser(request, page, person);
  await page.goto(`${paths.myCars}?page=1`);
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(person.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.myCars && url.search === '?page=1');
});

/** A period as the notice says it ("2 sata", "30 dana", "15 minuta"): Serbian plural forms. */
function period({ amount, unit }: { amount: number; unit: 'minutes' | 'hours' | 'days' }) {
  const forms = {
    minutes: ['minut', 'minuta', 'minuta'],
    hours: ['sat', 'sata', 'sati'],
    days: ['dan', 'dana', 'dana'],
  }[unit];
  const last = amount % 10;
  const teen = amount % 100 >= 11 && amount % 100 <= 14;
  const form = last === 1 && !teen ? 0 : last >= 2 && last <= 4 && !teen ? 1 : 2;
  return `${amount} ${forms[form]}`;
}

test('the privacy notice names who keeps the data and for how long; the terms say the rest', async ({
  page,
  request,
}) => {
  const facts = (await (await request.get('/api/legal')).json()) as {
    operator: { name: string; address: string; pib: string; email: string; demo: boolean };
    retention: Record<string, { amount: number; unit: 'minutes' | 'hours' | 'days' }>;
  };
  // The test server has no OPERATOR_* settings: the demo operator, said to be one.
  expect(facts.operator.demo).toBe(true);
  const r = facts.retention;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.privacy);
    const controller = page.getByRole('region', { name: 'Rukovalac podacima' });
    for (const text of [facts.operator.name, facts.operator.address, facts.operator.pib])
      await expect(controller.getByText(text, { exact: true })).toBeVisible();
    await expect(controller.getByText(/navedeni operater nije stvarno pravno lice/)).toBeVisible();
    await expect(page.getByText(/^Verzija \d+, na snazi od \d+\. \p{L}+ \d{4}\.$/u)).toHaveCount(1);
    // Each period as the server keeps it, in its sentence.
    const sentence = (start: string) => page.getByText(new RegExp(`^${start}`));
    await expect(sentence('Prijava na nalog ističe')).toContainText(
      `posle ${period(r.sessionIdle!)} bez korišćenja, a najkasnije ${period(r.sessionMax!)}`,
    );
    await expect(sentence('Link za potvrdu')).toContainText(
      `važi ${period(r.verifyLink!)}, link za novu lozinku ${period(r.resetLink!)}, link za obnovu oglasa ${period(r.renewalLink!)}, a link za odjavu od obaveštenja ${period(r.unsubscribeLink!)}`,
    );
    await expect(sentence('Oglas je javno prikazan')).toContainText(
      `${period(r.advertListed!)} od objave ili poslednje obnove, a prodat oglas još ${period(r.soldListed!)}`,
    );
    await expect(sentence('Zapis o pregledu oglasa')).toContainText(
      `najkasnije ${period(r.viewRecord!)} posle pregleda`,
    );
    await expect(sentence('Zapis o otkrivanju broja telefona')).toContainText(
      `čuvamo ${period(r.phoneReveal!)}`,
    );
    await expect(sentence('Kada prodavac obriše oglas')).toContainText(
      `još ${period(r.departure!)}`,
    );
    await expect(sentence('Brojače neuspelih pokušaja')).toContainText(
      `čuvamo ${period(r.attempts!)}`,
    );
    await expect(sentence('Poslate poruke e-pošte')).toContainText(
      `čuvamo ${period(r.sentMessage!)}`,
    );
    await expect(sentence('Vašu prijavu na nalog čuvamo')).toContainText(
      `se čuva ${period(r.deviceCookie!)}`,
    );
    await expect(sentence('Prijavu oglasa')).toBeVisible();
    await expect(sentence('Evidenciju radnji administratora')).toBeVisible();
    // The rights are said once.
    await expect(page.getByText(/Imate pravo na pristup svojim podacima/)).toHaveCount(1);
    await page.screenshot({ path: `test-results/privacy-${width}.png`, fullPage: true });

    await page.goto(paths.terms);
    await expect(
      page.getByText(`Platformom upravlja ${facts.operator.name}`, { exact: false }),
    ).toBeVisible();
    for (const heading of ['Oglasi i njihovo trajanje', 'Prijave oglasa i moderacija', 'Pretplata'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^Oglas je javno prikazan ${period(r.advertListed!)}`)),
    ).toBeVisible();
  }
});

test('without public browsing, robots.txt closes the site and there is no sitemap', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
  expect((await request.get('/sitemap.xml')).status()).toBe(404);
});
