import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, seller } from '../../render';
import { API, server } from '../../server';
import { list, makeCar, useLookups } from './fixtures';

let reveals: string[] = [];

beforeEach(() => {
  useLookups();
  reveals = [];
  server.use(
    http.post(`${API}/car/:id/phone-reveal`, ({ params }) => {
      reveals.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

function openAdvert(id: string) {
  const car = makeCar({ _id: id, user: { ...makeCar().user, phone: '+381695811223' } });
  server.use(
    http.get(`${API}/car/${id}`, () => HttpResponse.json(car)),
    http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([car]))),
  );
  return renderApp(`/car/${id}`, { auth: seller });
}

describe('"Prikaži broj" on the advert', () => {
  it('shows the number everywhere after one press and tells the server', async () => {
    const { user } = openAdvert('reveal1');
    await screen.findByRole('heading', { level: 1, name: 'BMW 320d' });
    // Hidden at first: no link or text with the number.
    expect(screen.queryByText(/069 581 1223/)).not.toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    await user.click(within(contact).getByRole('button', { name: 'Prikaži broj' }));
    expect(within(contact).getByRole('link', { name: '069 581 1223' })).toHaveAttribute(
      'href',
      'tel:+381695811223',
    );
    // The summary's button and the call bar show it too, and still dial.
    expect(screen.queryByRole('button', { name: 'Prikaži broj' })).not.toBeInTheDocument();
    const calls = screen.getAllByRole('link', { name: 'Pozovi 069 581 1223' });
    expect(calls.length).toBe(2);
    for (const call of calls) expect(call).toHaveAttribute('href', 'tel:+381695811223');
    await waitFor(() => expect(reveals).toEqual(['reveal1']));
  });

  it('counts a tap on the call link as a reveal', async () => {
    const { user } = openAdvert('reveal2');
    await screen.findByRole('heading', { level: 1, name: 'BMW 320d' });
    const bar = screen.getByRole('link', { name: 'Pozovi prodavca' });
    expect(bar).toHaveAttribute('href', 'tel:+381695811223');
    // jsdom does not follow tel: links; the click handler runs as in a browser.
    await user.click(bar);
    await waitFor(() => expect(reveals).toEqual(['reveal2']));
    expect(screen.getAllByRole('link', { name: 'Pozovi 069 581 1223' }).length).toBe(2);
  });
});
