import { MODULES } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { paymentWorld } from '../payments/test/payment-world';
import { voidInvoice } from './index';

interface InvoiceBody {
  id: string;
  alternateId: number;
  status: string;
  total: number;
  lineItems: { name: string; quantity: number; amount: number }[];
}

describe('/invoices', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  let maya: TestUser;
  const world = paymentWorld(() => t);
  const { call, ok } = world;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    maya = await t.createUser(org);
    await world.enableProvider(admin, 'test');
  });
  afterAll(() => t.close());

  it('lists the acting account’s invoices newest first, by status too', async () => {
    const first = await world.invoice(org, maya, { title: 'First' });
    const second = await world.invoice(org, maya, { title: 'Second' });
    const voided = await world.invoice(org, maya, { title: 'Voided' });
    await t.runtime.services.db.transaction((tx) =>
      voidInvoice(tx, { organizationId: org.id }, voided, new Date()),
    );
    const all = await ok<InvoiceBody[]>(maya, 'GET', '/invoices');
    expect(all.map((invoice) => invoice.id)).toEqual([voided, second, first]);
    expect(all[1]).toMatchObject({ title: 'Second', status: 'sent', total: 3000, currency: 'USD' });
    expect(all[1]!.alternateId).toBeGreaterThan(all[2]!.alternateId);
    const sent = await ok<InvoiceBody[]>(maya, 'GET', '/invoices?status=sent&pageSize=1');
    expect(sent.map((invoice) => invoice.id)).toEqual([second]);
    const page2 = await ok<InvoiceBody[]>(maya, 'GET', '/invoices?status=sent&pageSize=1&page=2');
    expect(page2.map((invoice) => invoice.id)).toEqual([first]);
    expect((await call(maya, 'GET', '/invoices?status=draft')).statusCode).toBe(400);
    // A void invoice cannot be paid.
    const intent = await call(
      maya,
      'GET',
      `/invoices/${voided}/intent?addressId=${await world.address(maya)}`,
    );
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe('This invoice is void');
  });

  it('reads an invoice with its lines, payments, payer and issuer', async () => {
    const id = await world.invoice(org, maya, { notes: 'Thank you!' });
    const invoice = await ok<Record<string, unknown>>(maya, 'GET', `/invoices/${id}`);
    expect(invoice).toMatchObject({
      id,
      status: 'sent',
      total: 3000,
      amountDue: 3000,
      notes: 'Thank you!',
      payments: [],
      paidAt: null,
      account: { id: maya.accountId, username: maya.username },
      organization: { id: org.id },
    });
    expect(invoice.lineItems).toEqual([
      expect.objectContaining({ name: 'Membership', quantity: 2, amount: 1250 }),
      expect.objectContaining({ name: 'Kiln fee', quantity: 1, amount: 500 }),
    ]);
  });

  it('prints an invoice as a PDF', async () => {
    const id = await world.invoice(org, maya);
    const pdf = await ok<{ name: string; contentType: string; dataUri: string }>(
      maya,
      'GET',
      `/invoices/${id}/pdf`,
    );
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.name).toMatch(/^invoice-\d+\.pdf$/);
    const bytes = Buffer.from(pdf.dataUri.replace(/^data:application\/pdf;base64,/, ''), 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('answers 456 when the organization turned invoices off', async () => {
    const off = await t.createOrganization({ modules: MODULES.filter((m) => m !== 'invoices') });
    const member = await t.createUser(off);
    const id = await world.invoice(off, member);
    for (const url of ['/invoices', `/invoices/${id}`, `/invoices/${id}/pdf`]) {
      expect((await call(member, 'GET', url)).statusCode).toBe(456);
    }
  });

  it('requires a signed-in account', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/invoices', headers: org.headers });
    expect(response.statusCode).toBe(401);
  });
});
