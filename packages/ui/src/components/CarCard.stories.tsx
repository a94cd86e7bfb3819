import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { sampleImage } from '../test/sampleImages';
import { CarCard, type CarCardLabels } from './CarCard';
import { FavouriteToggle } from './FavouriteToggle';
import { PriceRatingBadge, type PriceRatingLevel } from './PriceRatingBadge';

const labels: CarCardLabels = {
  fuel: 'Gorivo',
  transmission: 'Menjač',
  mileage: 'Kilometraža',
  year: 'Godište',
  price: 'Cena',
  details: 'Detalji',
  unknown: 'Nepoznato',
  defaultFuel: 'Benzin',
  defaultTransmission: 'Manuelni',
  noImage: 'Nema fotografije',
  reserved: 'Rezervisano',
  sold: 'Prodato',
};

const meta = {
  component: CarCard,
  args: {
    brand: 'Volkswagen',
    model: 'Golf 7',
    image: {
      src: sampleImage(0, 480, 360),
      srcSet: `${sampleImage(0, 480, 360)} 480w, ${sampleImage(0, 960, 720)} 960w`,
    },
    fuel: 'Dizel',
    transmission: 'Manuelni, 6 brzina',
    mileage: 185000,
    year: 2016,
    price: 9900,
    city: 'Novi Sad',
    published: 'Objavljeno 20. novembra 2026.',
    href: '/car/42',
    labels,
  },
  render: (args) => (
    <div className="max-w-sm">
      <CarCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CarCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Volkswagen Golf 7' })).toBeVisible();
    const img = canvas.getByRole('img', { name: 'Volkswagen Golf 7' });
    await expect(img).toHaveAttribute('srcset');
    await expect(img).toHaveAttribute('sizes');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).not.toHaveAttribute('fetchpriority');
    await expect(canvas.getByText(/^9\.900\s€$/)).toBeVisible();
    await expect(canvas.getByText(/^185\.000\skm$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Detalji' })).toHaveAttribute('href', '/car/42');
    await expect(canvas.queryByText('Rezervisano')).not.toBeInTheDocument();
    await expect(canvas.getByText('Novi Sad · Objavljeno 20. novembra 2026.')).toBeVisible();
  },
};
/** The photo and the title open the car too: the title's link covers the card. */
export const WholeCardIsALink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volkswagen Golf 7' })).toHaveAttribute(
      'href',
      '/car/42',
    );
    const hitAt = (element: Element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit?.closest('a')?.getAttribute('href') ?? null;
    };
    // The middle of the photo and of the facts are covered by the title's link.
    await expect(hitAt(canvas.getByRole('img', { name: 'Volkswagen Golf 7' }))).toBe('/car/42');
    await expect(hitAt(canvas.getByText('Kilometraža'))).toBe('/car/42');
    // "Detalji" stays on top, clickable and focusable on its own.
    const details = canvas.getByRole('link', { name: 'Detalji' });
    await expect(hitAt(details)).toBe('/car/42');
    const box = details.getBoundingClientRect();
    await expect(
      document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('a'),
    ).toBe(details);
  },
};
/** A card of the first row: its photo loads at once and first (the page's largest paint). */
export const AboveTheFold: Story = {
  args: { imageLoading: 'eager', imagePriority: 'high' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Volkswagen Golf 7' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};
function FollowHeart() {
  const [followed, setFollowed] = useState(false);
  return (
    <FavouriteToggle
      label="Prati oglas"
      selectedLabel="Ne prati više"
      isSelected={followed}
      onChange={setFollowed}
    />
  );
}

/** A control over the photo (the follow heart) sits above the card's link and works on its own. */
export const WithAction: Story = {
  args: { action: <FollowHeart /> },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Prati oglas' });
    await expect(heart.closest('[role="group"]')).toHaveAccessibleName('Volkswagen Golf 7');
    const box = heart.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(heart.contains(hit)).toBe(true);
    await userEvent.click(heart);
    await expect(canvas.getByRole('button', { name: 'Ne prati više' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const Reserved: Story = {
  args: { status: 'reserved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rezervisano')).toBeVisible();
  },
};
export const Sold: Story = { args: { status: 'sold' } };
export const Fallbacks: Story = {
  args: { image: null, fuel: null, transmission: null, mileage: null, year: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Nema fotografije' })).toBeVisible();
    await expect(canvas.getByText('Benzin')).toBeVisible();
    await expect(canvas.getByText('Manuelni')).toBeVisible();
    await expect(canvas.getAllByText('Nepoznato')).toHaveLength(2);
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  decorators: [
    (Story) => (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">{Story()}</div>
    ),
  ],
  render: (args) => (
    <>
      <CarCard {...args} />
      <CarCard
        {...args}
        status="reserved"
        brand="BMW"
        model="320d"
        image={{ src: sampleImage(1, 480, 360) }}
        price={18500}
      />
      <CarCard
        {...args}
        status="sold"
        brand="Škoda"
        model="Octavia Combi"
        image={{ src: sampleImage(2, 480, 360) }}
        href="/car/43"
      />
      <CarCard
        {...args}
        image={null}
        fuel={null}
        transmission={null}
        mileage={null}
        year={null}
        brand="Fiat"
        model="Punto"
        href="/car/44"
      />
    </>
  ),
};

/** The price rating's words per level (the app's locale has them). */
const ratingLabels: Record<PriceRatingLevel, string> = {
  veryGood: 'Vrlo dobra cena',
  good: 'Dobra cena',
  usual: 'Uobičajena cena',
  raised: 'Povišena cena',
  high: 'Visoka cena',
};
const rated = (level: PriceRatingLevel): Story => ({
  args: { badge: <PriceRatingBadge level={level} label={ratingLabels[level]} className="mt-1" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ratingLabels[level])).toBeVisible();
    await expect(canvas.getByText(ratingLabels[level])).toHaveAttribute('data-level', level);
  },
});
/** The price rating under the price (docs/decisions/050), one story per level. */
export const VeryGoodPrice = rated('veryGood');
export const GoodPrice = rated('good');
export const UsualPrice = rated('usual');
export const RaisedPrice = rated('raised');
export const HighPrice = rated('high');

/** Every level of the price rating at once (the visual baseline). */
export const PriceRatingMatrix: Story = {
  tags: ['matrix'],
  decorators: [
    (Story) => (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">{Story()}</div>
    ),
  ],
  render: (args) => (
    <>
      {(Object.keys(ratingLabels) as PriceRatingLevel[]).map((level, i) => (
        <CarCard
          key={level}
          {...args}
          image={{ src: sampleImage(i % 3, 480, 360) }}
          price={[8400, 9400, 9900, 10800, 12500][i]!}
          href={`/car/${50 + i}`}
          badge={<PriceRatingBadge level={level} label={ratingLabels[level]} className="mt-1" />}
        />
      ))}
    </>
  ),
};
