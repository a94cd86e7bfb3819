import { describe, expect, it } from 'vitest';
import {
  basicOnly,
  countFilters,
  filtersFromParams,
  paramsFromFilters,
  searchArgs,
} from '../../../src/features/cars/searchParams';
import type { Filters } from '../../../src/features/cars/searchParams';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('the search in the URL: keyword and details', () => {
  it('round-trips the keyword and every detail filter', () => {
    const filters: Filters = {
      q: 'golf tdi',
      brand: 'b-vw',
      condition: 'used',
      drive: 'awd',
      colour: 'navy',
      origin: 'customsCleared',
      registered: true,
      damage: 'none',
      vat: 'deductible',
      ownersMax: 0,
      equipment: ['abs', 'navigation'],
    };
    const query = paramsFromFilters(filters).toString();
    expect(query).toBe(
      'q=golf+tdi&brand=b-vw&condition=used&drive=awd&colour=navy&origin=customsCleared' +
        '&registered=1&damage=none&vat=deductible&ownersMax=0&equipment=abs%2Cnavigation',
    );
    expect(read(query)).toEqual(filters);
  });

  it('keeps the equipment as one spelling: catalogue order, no repeats, unknown items dropped', () => {
    expect(read('equipment=navigation, abs,abs,jetpack').equipment).toEqual(['abs', 'navigation']);
    expect(paramsFromFilters({ equipment: ['navigation', 'abs'] }).get('equipment')).toBe(
      'abs,navigation',
    );
    expect(read('equipment=jetpack,,').equipment).toBeUndefined();
    expect(paramsFromFilters({ equipment: [] }).has('equipment')).toBe(false);
  });

  it('drops values the server would refuse', () => {
    expect(
      read(
        'condition=broken&drive=4x4&colour=pink&origin=Ocarinjen&damage=some&vat=yes' +
          '&registered=yes&ownersMax=21',
      ),
    ).toEqual({ showSold: undefined });
    expect(read('ownersMax=-1').ownersMax).toBeUndefined();
    expect(read('ownersMax=1.5').ownersMax).toBeUndefined();
    expect(read('ownersMax=20').ownersMax).toBe(20);
    expect(read(`q=${'a'.repeat(101)}`).q).toBeUndefined();
    expect(read(`q=${'a'.repeat(100)}`).q).toHaveLength(100);
    expect(read('q=%20%20golf%20').q).toBe('golf');
    expect(read('q=%20%20').q).toBeUndefined();
  });

  it('reads a saved search’s `registered=true` as ticked', () => {
    expect(read('registered=true').registered).toBe(true);
    expect(read('registered=0').registered).toBeUndefined();
  });

  it('sends the equipment as a comma list and `registered` as true; keeps the keyword for everyone', () => {
    expect(searchArgs({ q: 'golf', registered: true, equipment: ['esp', 'abs'] })).toEqual({
      q: 'golf',
      registered: 'true',
      equipment: 'abs,esp',
      hideSold: 'true',
    });
    expect(basicOnly({ q: 'golf', condition: 'new', equipment: ['abs'], ownersMax: 1 })).toEqual({
      q: 'golf',
    });
  });

  it('counts each field set, and each item of the equipment', () => {
    expect(
      countFilters({ q: 'golf', sort: 'priceAsc', equipment: ['abs', 'esp'], registered: true }),
    ).toBe(4);
    expect(countFilters({ ownersMax: 0, condition: 'new' }, ['ownersMax', 'drive'])).toBe(1);
  });
});
