import { describe, expect, it } from 'vitest';
import bodies from '../../src/db/seed-data/bodies.json' with { type: 'json' };
import brands from '../../src/db/seed-data/brands.json' with { type: 'json' };
import cities from '../../src/db/seed-data/cities.json' with { type: 'json' };
import fuels from '../../src/db/seed-data/fuels.json' with { type: 'json' };

const DIACRITICS = /[čćšžđČĆŠŽĐ]/;

describe('cities.json', () => {
  it('has the exact shape { name, district } with trimmed, non-empty strings', () => {
    for (const city of cities) {
      expect(Object.keys(city).sort()).toEqual(['district', 'name']);
      expect(city.name).toBe(city.name.trim());
      expect(city.name.length).toBeGreaterThan(1);
      expect(city.district === 'Grad Beograd' || city.district.endsWith(' okrug')).toBe(true);
    }
  });

  it('lists every local self-government unit of Serbia, without duplicates', () => {
    // 145 cities and municipalities outside Kosovo and Metohija, 28 there, plus city municipalities.
    expect(cities.length).toBeGreaterThanOrEqual(173);
    expect(new Set(cities.map((c) => c.name)).size).toBe(cities.length);
    // 24 districts, 5 in Kosovo and Metohija, and the City of Belgrade.
    expect(new Set(cities.map((c) => c.district)).size).toBe(30);
  });

  it('writes names in Serbian Latin with diacritics', () => {
    const names = new Set(cities.map((c) => c.name));
    for (const name of [
      'Beograd',
      'Novi Sad',
      'Niš',
      'Kragujevac',
      'Čačak',
      'Šabac',
      'Užice',
      'Kraljevo',
      'Smederevska Palanka',
      'Zemun',
      'Čukarica',
      'Petrovaradin',
      'Kosovska Mitrovica',
      'Priština',
      'Ćuprija',
      'Žitorađa',
      'Đakovica',
      'Vranjska Banja',
      'Kostolac',
      'Medijana',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(cities.filter((c) => DIACRITICS.test(c.name)).length).toBeGreaterThan(40);
    expect(names).not.toContain('Cacak');
    expect(names).not.toContain('Sabac');
  });

  it('puts each place in its district', () => {
    const district = new Map(cities.map((c) => [c.name, c.district]));
    expect(district.get('Čačak')).toBe('Moravički okrug');
    expect(district.get('Novi Beograd')).toBe('Grad Beograd');
    expect(district.get('Subotica')).toBe('Severnobački okrug');
    expect(district.get('Kosovska Mitrovica')).toBe('Kosovsko-mitrovački okrug');
    expect(district.get('Smederevska Palanka')).toBe('Podunavski okrug');
  });
});

describe('brands.json', () => {
  // Generated from @autoberza/demo's catalogue, whose tests check the two are in sync.
  const models = brands.flatMap((b) => b.models);

  it('has the exact shape { name, models: string[] }', () => {
    for (const brand of brands) {
      expect(Object.keys(brand).sort()).toEqual(['models', 'name']);
      expect(brand.models.length).toBeGreaterThan(0);
      for (const model of brand.models) {
        expect(typeof model).toBe('string');
        expect(model).toBe(model.trim());
        expect(model.length).toBeGreaterThan(0);
      }
    }
  });

  it('has at least 55 brands and 650 models, no duplicates', () => {
    expect(brands.length).toBeGreaterThanOrEqual(55);
    expect(models.length).toBeGreaterThanOrEqual(650);
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
    for (const brand of brands) {
      expect(new Set(brand.models).size, brand.name).toBe(brand.models.length);
    }
  });

  it('has the makes sold in Serbia, domestic and regional ones included', () => {
    const names = new Set(brands.map((b) => b.name));
    for (const name of [
      'Zastava',
      'Yugo',
      'Lada',
      'Dacia',
      'Škoda',
      'Tofaş',
      'Volkswagen',
      'Opel',
      'Peugeot',
      'Renault',
      'Fiat',
      'Ford',
      'BMW',
      'Mercedes-Benz',
      'Audi',
      'Toyota',
      'Hyundai',
      'Kia',
      'Citroën',
      'Seat',
      'Cupra',
      'Mazda',
      'Nissan',
      'Honda',
      'Suzuki',
      'Volvo',
      'Alfa Romeo',
      'Jeep',
      'Land Rover',
      'Mitsubishi',
      'Subaru',
      'Chevrolet',
      'Dodge',
      'Tesla',
      'BYD',
      'MG',
      'DS Automobiles',
      'Smart',
      'Mini',
      'Porsche',
      'Jaguar',
      'Lexus',
      'Chrysler',
      'Lancia',
      'Saab',
      'Rover',
      'Daewoo',
      'Infiniti',
      'SsangYong',
      'Isuzu',
      'Great Wall',
      'Chery',
      'Iveco',
      'Piaggio',
      'Aixam',
      'Maserati',
      'Ferrari',
      'Lamborghini',
      'Bentley',
      'Rolls-Royce',
      'Aston Martin',
      'Polestar',
      'Genesis',
    ]) {
      expect(names, name).toContain(name);
    }
    const modelsOf = (brand: string) => brands.find((b) => b.name === brand)?.models ?? [];
    expect(modelsOf('Zastava')).toEqual(
      expect.arrayContaining(['101', '128', '750', '10', 'Florida', 'Skala 55', 'Yugo Koral']),
    );
    expect(modelsOf('Lada')).toEqual(expect.arrayContaining(['Niva', 'Samara', '2107', 'Vesta']));
    expect(modelsOf('Volkswagen')).toEqual(expect.arrayContaining(['Golf', 'Passat', 'Polo']));
    expect(modelsOf('BMW')).toEqual(expect.arrayContaining(['316', '318', '320', 'X5']));
    expect(modelsOf('Mercedes-Benz')).toEqual(expect.arrayContaining(['C 220', 'E 220']));
    expect(modelsOf('Škoda')).toEqual(expect.arrayContaining(['Octavia', 'Fabia']));
  });
});

describe('bodies.json and fuels.json', () => {
  it('has exactly the Serbian body type names', () => {
    expect(bodies.map((b) => b.name)).toEqual([
      'Limuzina',
      'Hečbek',
      'Karavan',
      'Kupe',
      'Kabriolet/Roadster',
      'Monovolumen',
      'Džip/SUV',
      'Pikap',
    ]);
  });

  it('has exactly the Serbian fuel names', () => {
    expect(fuels.map((f) => f.name)).toEqual([
      'Benzin',
      'Dizel',
      'Benzin + Gas (TNG)',
      'Benzin + Metan (CNG)',
      'Električni pogon',
      'Hibridni pogon',
    ]);
  });

  it('has unique url-safe slugs and only { slug, name }', () => {
    for (const list of [bodies, fuels]) {
      expect(new Set(list.map((x) => x.slug)).size).toBe(list.length);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(['name', 'slug']);
        expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });
});
