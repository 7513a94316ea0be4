// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CataloguePanel } from './catalogue-panel';
import { renderHost } from './test-render';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const BASE = `/listings/${EVENT}`;
const GENERAL = { id: '0b6c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e', name: 'General', price: 2500 };
const KIT = { id: '1c7d2e3f-4a5b-4c6d-9e7f-8a9b0c1d2e3f', name: 'Kit', price: 900 };

describe('CataloguePanel', () => {
  it('lists pass types with price and sales, and edits one', async () => {
    const { requests } = renderHost(<CataloguePanel eventId={EVENT} />, ({ call }) =>
      call === `GET ${BASE}/passTypes`
        ? { data: [{ ...GENERAL, supply: 30, sold: 4, reserved: 0, active: true }] }
        : { data: GENERAL },
    );
    expect(await screen.findByText('$25.00 · 4 of 30 sold')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit General' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('25.00');
    fireEvent.change(within(dialog).getByLabelText('Price (USD)'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.call.startsWith('PUT'))).toMatchObject({
        call: `PUT ${BASE}/passTypes/${GENERAL.id}`,
        body: { name: 'General', price: 3000, supply: 30 },
      }),
    );
  });

  it('adds a coupon for one pass type, refusing a bad percent first', async () => {
    const { requests } = renderHost(<CataloguePanel eventId={EVENT} />, ({ call }) =>
      call === `GET ${BASE}/passTypes`
        ? { data: [GENERAL] }
        : call === `GET ${BASE}/coupons`
          ? { data: [] }
          : { data: { id: 'c1', code: 'KNOTS10' } },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Coupons' }));
    expect(await screen.findByText('No coupons')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a coupon' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'KNOTS10' } });
    fireEvent.change(within(dialog).getByLabelText('Discount percent'), {
      target: { value: '150' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 100.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Discount percent'), {
      target: { value: '10' },
    });
    fireEvent.change(within(dialog).getByLabelText('Only for'), { target: { value: GENERAL.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.call.startsWith('POST'))).toEqual([
        {
          call: `POST ${BASE}/coupons`,
          body: {
            code: 'KNOTS10',
            description: null,
            discountAmount: null,
            discountPercent: 10,
            useLimit: null,
            passTypeId: GENERAL.id,
            active: true,
          },
        },
      ]),
    );
  });

  it('deletes an add-on after asking', async () => {
    const { requests } = renderHost(<CataloguePanel eventId={EVENT} />, ({ call }) =>
      call === `GET ${BASE}/addOns` ? { data: [{ ...KIT, supply: null, sold: 0 }] } : { data: [] },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Add-ons' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(requests.some((r) => r.call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.map((r) => r.call)).toContain(`DELETE ${BASE}/addOns/${KIT.id}`),
    );
  });
});
