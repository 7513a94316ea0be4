import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addressQueries,
  useCreateSelfAddress,
  useDeleteSelfAddress,
  useSelfAddresses,
  useUpdateSelfAddress,
} from '../people/addresses';
import {
  invoiceQueries,
  useInvoice,
  useInvoiceIntent,
  useInvoicePdf,
  useInvoices,
} from './invoices';
import { apiHarness, json, ok } from '../test/api-harness';

const INVOICE_ID = '0190f5a2-0000-7000-8000-00000000f001';
const ADDRESS_ID = '0190f5a2-0000-7000-8000-00000000ad01';

const address = {
  id: ADDRESS_ID,
  name: 'Home',
  address1: 'Linnégatan 21',
  address2: '',
  city: 'Gothenburg',
  state: 'Västra Götaland',
  country: 'Sweden',
  zip: '414 51',
  primary: true,
};

describe('invoices', () => {
  it('lists invoices by page with a status, and reads one', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      url.pathname.endsWith('/invoices') ? ok([{ id: INVOICE_ID }]) : ok({ id: INVOICE_ID }),
    );
    const list = renderHook(() => useInvoices({ status: 'sent' }), { wrapper });
    const detail = renderHook(() => useInvoice(INVOICE_ID), { wrapper });
    await waitFor(() => expect(list.result.current.items).toHaveLength(1));
    await waitFor(() => expect(detail.result.current.data?.id).toBe(INVOICE_ID));
    expect(calls().sort()).toEqual([
      `GET /invoices/${INVOICE_ID}`,
      'GET /invoices?status=sent&pageSize=10&page=1',
    ]);
  });

  it('asks for the intent once per address, and never again by itself', async () => {
    const { wrapper, calls } = apiHarness(() =>
      json({ status: 'error', code: 'X', message: 'no' }, 500),
    );
    const idle = renderHook(() => useInvoiceIntent(INVOICE_ID, ''), { wrapper });
    const first = renderHook(() => useInvoiceIntent(INVOICE_ID, ADDRESS_ID), { wrapper });
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    first.unmount();
    renderHook(() => useInvoiceIntent(INVOICE_ID, ADDRESS_ID), { wrapper });
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls()).toEqual([`GET /invoices/${INVOICE_ID}/intent?addressId=${ADDRESS_ID}`]);
    expect(idle.result.current.fetchStatus).toBe('idle');
  });

  it('fetches the PDF on demand each time, keeping nothing', async () => {
    const pdf = { name: 'invoice-1001.pdf', contentType: 'application/pdf', dataUri: 'data:,x' };
    const { wrapper, calls, queryClient, api } = apiHarness(() => ok(pdf));
    const { result } = renderHook(() => useInvoicePdf(INVOICE_ID), { wrapper });
    expect(calls()).toEqual([]);
    expect(await act(() => result.current.mutateAsync())).toEqual(pdf);
    await act(() => result.current.mutateAsync());
    expect(calls()).toEqual([`GET /invoices/${INVOICE_ID}/pdf`, `GET /invoices/${INVOICE_ID}/pdf`]);
    await waitFor(() =>
      expect(queryClient.getQueryData(invoiceQueries.pdf(api, INVOICE_ID).queryKey)).toBe(
        undefined,
      ),
    );
  });
});

describe('self addresses', () => {
  it('creates, updates and deletes an address, refreshing the list each time', async () => {
    const { wrapper, calls, bodyOf, queryClient, api } = apiHarness((_url, init) =>
      init.method === 'DELETE' ? ok(null) : init.method ? ok(address) : ok([address]),
    );
    const list = renderHook(() => useSelfAddresses(), { wrapper });
    await waitFor(() => expect(list.result.current.items).toHaveLength(1));
    const create = renderHook(() => useCreateSelfAddress(), { wrapper });
    const body = { address1: 'Linnégatan 21', state: 'Västra Götaland', zip: '414 51' };
    await act(() => create.result.current.mutateAsync(body));
    expect(bodyOf(1)).toEqual(body);
    expect(queryClient.getQueryData(addressQueries.detail(api, ADDRESS_ID).queryKey)).toEqual(
      address,
    );
    const update = renderHook(() => useUpdateSelfAddress(ADDRESS_ID), { wrapper });
    await act(() => update.result.current.mutateAsync({ ...body, name: 'Work' }));
    const remove = renderHook(() => useDeleteSelfAddress(), { wrapper });
    await act(() => remove.result.current.mutateAsync(ADDRESS_ID));
    expect(queryClient.getQueryData(addressQueries.detail(api, ADDRESS_ID).queryKey)).toBe(
      undefined,
    );
    await waitFor(() => expect(calls().filter((call) => call.startsWith('GET'))).toHaveLength(4));
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([
      'POST /self/addresses',
      `PUT /self/addresses/${ADDRESS_ID}`,
      `DELETE /self/addresses/${ADDRESS_ID}`,
    ]);
  });
});
