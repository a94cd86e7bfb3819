import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarStats } from '@autoberza/api-client';
import { csvCell, csvDate, statsCsv } from '../../../src/features/stats/csv';
import { renderApp, seller } from '../../render';
import { API, quietStats, server } from '../../server';
import { list, makeCar, ownCar, useLookups } from '../cars/fixtures';

/** quietStats with numbers on its last two days. */
function busyStats(): CarStats {
  const days = quietStats.days.map((day) => ({ ...day }));
  Object.assign(days[28]!, { views: 12, phoneReveals: 3, follows: 1 });
  Object.assign(days[29]!, { views: 5, phoneReveals: 1, unfollows: 1 });
  return { ...quietStats, days, totals: { views: 17, phoneReveals: 4, follows: 1, unfollows: 1 } };
}

let carStatsAsked: string[] = [];
let downloads: { name: string; blob: Blob }[] = [];
const realCreate = URL.createObjectURL;

beforeEach(() => {
  useLookups();
  carStatsAsked = [];
  downloads = [];
  const car = makeCar({ _id: 'a1', user: { ...makeCar().user, _id: 'u1' } });
  server.use(
    http.get(`${API}/car/owner`, () => HttpResponse.json(list([ownCar(car)]))),
    http.get(`${API}/car/owner/stats`, () => HttpResponse.json(busyStats())),
    http.get(`${API}/car/:id/stats`, ({ params }) => {
      carStatsAsked.push(String(params.id));
      return HttpResponse.json(quietStats);
    }),
  );
  // jsdom saves no files: catch what the page hands the browser to save.
  let pendingBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pendingBlob = blob;
    return 'blob:stats';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download && pendingBlob) downloads.push({ name: this.download, blob: pendingBlob });
  });
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  vi.restoreAllMocks();
});

describe('statistics in "Moji oglasi"', () => {
  it('shows all adverts’ 30 days as a named chart with a summary, and as a table', async () => {
    const { user } = renderApp('/user/cars', { auth: seller });
    const section = await screen.findByRole('region', { name: 'Statistika svih oglasa' });
    // A phone (no media query matches here): the summary, the chart closed under it.
    expect(
      await within(section).findByText(
        'Poslednjih 30 dana: pregledi 17, prikazi broja 4. Dan sa najviše pregleda: 25. novembra 2026. (12).',
        { selector: 'p' },
      ),
    ).toBeVisible();
    const open = within(section).getByRole('button', { name: 'Grafikon i brojke po danima' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    // The keyboard opens it.
    open.focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const chart = await within(section).findByRole('img', {
      name: 'Pregledi i prikazi broja telefona, poslednjih 30 dana',
    });
    expect(chart).toHaveAccessibleDescription(
      'Poslednjih 30 dana: pregledi 17, prikazi broja 4. Dan sa najviše pregleda: 25. novembra 2026. (12).',
    );
    const toggle = within(section).getByRole('button', { name: 'Prikaži kao tabelu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = within(section).getByRole('table', {
      name: 'Pregledi, prikazi broja i praćenja po danima',
    });
    const rows = within(table).getAllByRole('row');
    // The heading row, then the newest day first.
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent(/26\. novembra 2026\.\s*5\s*1\s*0\s*1/);
    expect(rows[2]).toHaveTextContent(/25\. novembra 2026\.\s*12\s*3\s*1\s*0/);
  });

  it('downloads the same numbers as a CSV Excel opens in Serbian', async () => {
    const { user } = renderApp('/user/cars', { auth: seller });
    const section = await screen.findByRole('region', { name: 'Statistika svih oglasa' });
    await user.click(
      await within(section).findByRole('button', { name: 'Grafikon i brojke po danima' }),
    );
    await user.click(await within(section).findByRole('button', { name: 'Preuzmi CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('statistika-oglasa.csv');
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    // The UTF-8 byte order mark, then the text.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Dan;Pregledi;Prikazi broja;Novi pratioci;Prestali da prate');
    expect(lines).toContain('25.11.2026.;12;3;1;0');
    expect(lines[30]).toBe('26.11.2026.;5;1;0;1');
  });

  it('opens one advert’s statistics from its card', async () => {
    const { user } = renderApp('/user/cars', { auth: seller });
    const card = await screen.findByRole('article', { name: 'BMW 320d' });
    await user.click(within(card).getByRole('button', { name: 'Statistika' }));
    const dialog = await screen.findByRole('dialog', { name: 'BMW 320d: statistika' });
    expect(
      await within(dialog).findByRole('img', {
        name: 'Pregledi i prikazi broja telefona, poslednjih 30 dana',
      }),
    ).toHaveAccessibleDescription('U poslednjih 30 dana nije bilo pregleda ni prikaza broja.');
    expect(carStatsAsked).toEqual(['a1']);
    await user.click(within(dialog).getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('statsCsv', () => {
  it('writes dd.mm.yyyy. dates, ; separators and quotes a heading that needs it', () => {
    expect(csvDate('2026-03-09')).toBe('09.03.2026.');
    const csv = statsCsv(busyStats(), {
      day: 'Dan',
      views: 'Pregledi; ukupno',
      phoneReveals: 'Prikazi "broja"',
      follows: 'Praćenja',
      unfollows: 'Otkazi',
    });
    expect(
      csv.startsWith('\uFEFFDan;"Pregledi; ukupno";"Prikazi ""broja""";Praćenja;Otkazi\r\n'),
    ).toBe(true);
    expect(csv.endsWith('26.11.2026.;5;1;0;1\r\n')).toBe(true);
  });

  it('neutralises text that a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x.rs","klik")')).toBe(
      '"\'=HYPERLINK(""http://x.rs"",""klik"")"',
    );
    expect(csvCell('+381641234567')).toBe("'+381641234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\tPregledi')).toBe("'\tPregledi");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('Pregledi = 5')).toBe('Pregledi = 5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12)).toBe('12');
    const csv = statsCsv(busyStats(), {
      day: '=1+1',
      views: 'Pregledi',
      phoneReveals: 'Prikazi',
      follows: 'Praćenja',
      unfollows: 'Otkazi',
    });
    expect(csv.startsWith("\uFEFF'=1+1;Pregledi;")).toBe(true);
  });
});
