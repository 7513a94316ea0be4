import { describe, expect, it } from 'vitest';
import { formatPostalAddress } from './postal-address';

const springfield = {
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
};

describe('formatPostalAddress', () => {
  it('writes a US address as the US does, the country named', () => {
    expect(formatPostalAddress(springfield, 'en')).toBe(
      '1 Main St, Springfield, IL 62701, United States',
    );
    expect(formatPostalAddress(springfield, 'fr')).toBe(
      '1 Main St, Springfield, IL 62701, États-Unis',
    );
  });

  it('puts the postcode before the city in Sweden, after it in the United Kingdom', () => {
    expect(
      formatPostalAddress(
        {
          address1: '12 Pier Road',
          address2: 'Floor 2',
          city: 'Gothenburg',
          state: 'Västra Götaland',
          zip: '414 51',
          country: 'SE',
        },
        'en',
      ),
    ).toBe('12 Pier Road, Floor 2, 414 51 Gothenburg, Sweden');
    expect(
      formatPostalAddress(
        {
          address1: '10 Downing St',
          city: 'London',
          state: 'England',
          zip: 'SW1A 2AA',
          country: 'gb',
        },
        'en',
      ),
    ).toBe('10 Downing St, London, SW1A 2AA, United Kingdom');
  });

  it('keeps every part of an address of a country it has no layout for', () => {
    expect(
      formatPostalAddress(
        { address1: 'Calle 1', city: 'Lima', state: 'Lima', zip: '15001', country: 'Peru' },
        'en',
      ),
    ).toBe('Calle 1, Lima, Lima, 15001, Peru');
  });
});
