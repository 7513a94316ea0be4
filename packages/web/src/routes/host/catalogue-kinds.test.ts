import { describe, expect, it } from 'vitest';
import { bodyOf, formValuesOf, titleOf } from './catalogue-kinds';

describe('catalogue bodies', () => {
  it('makes a pass type body: money in cents, an empty supply unlimited', () => {
    const values = { ...formValuesOf('passTypes'), name: 'Early bird', price: '25.50' };
    expect(bodyOf('passTypes', values)).toEqual({
      body: {
        name: 'Early bird',
        shortDescription: '',
        price: 2550,
        supply: null,
        active: true,
        cancelable: true,
        transferable: true,
      },
    });
  });

  it('sends a coupon’s unused discount as null', () => {
    const values = { ...formValuesOf('coupons'), code: 'KNOTS10', discountPercent: '10' };
    const result = bodyOf('coupons', values);
    expect(result).toMatchObject({
      body: { code: 'KNOTS10', discountAmount: null, discountPercent: 10, passTypeId: null },
    });
  });

  it('names every input it cannot send', () => {
    const values = { ...formValuesOf('coupons'), discountAmount: 'ten', discountPercent: '150' };
    expect(bodyOf('coupons', values)).toEqual({
      invalid: {
        code: 'host.item.error.required',
        discountAmount: 'host.item.error.money',
        discountPercent: 'host.item.error.percent',
      },
    });
  });

  it('reads an item back into the form', () => {
    const item = { id: 'a', name: 'Dinner', price: 4000, supply: 30, pricePerNight: false };
    expect(formValuesOf('addOns', item)).toMatchObject({
      name: 'Dinner',
      price: '40.00',
      supply: '30',
      pricePerNight: false,
    });
    expect(titleOf({ id: 'c', code: 'KNOTS10' })).toBe('KNOTS10');
  });
});
