import { displayName, type Invoice, type InvoicePdf } from '@convene/contract';
import PDFDocument from 'pdfkit';

/** $1,234.50 from integer cents. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

const STATUS_WORDING: Record<Invoice['status'], string> = {
  sent: 'Pending payment',
  paid: 'Paid',
  void: 'Void',
};

/** Draws the invoice on a US Letter page with the built-in Helvetica (Latin text). */
function draw(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const right = doc.page.width - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(20).text(invoice.organization.name);
  doc.moveDown(0.5).fontSize(14).text(`Invoice #${invoice.alternateId}`);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(invoice.title);
  doc.text(`Status: ${STATUS_WORDING[invoice.status]}`);
  doc.text(`Sent: ${day(invoice.sentDate)}    Due: ${day(invoice.dueDate)}`);
  if (invoice.paidAt) doc.text(`Paid: ${day(invoice.paidAt)}`);
  if (invoice.account) {
    doc.text(`Billed to: ${displayName(invoice.account)}`);
  }
  doc.moveDown().fillColor('#000000').font('Helvetica-Bold');
  const columns = { name: doc.page.margins.left, quantity: right - 220, unit: right - 160 };
  const row = (name: string, quantity: string, unit: string, amount: string) => {
    const y = doc.y;
    doc.text(name, columns.name, y, { width: columns.quantity - columns.name - 10 });
    const end = doc.y;
    doc.text(quantity, columns.quantity, y, { width: 50, align: 'right' });
    doc.text(unit, columns.unit, y, { width: 70, align: 'right' });
    doc.text(amount, right - 80, y, { width: 80, align: 'right' });
    doc.x = columns.name;
    doc.y = Math.max(end, doc.y) + 4;
  };
  row('Item', 'Qty', 'Unit', 'Amount');
  doc.font('Helvetica');
  for (const line of invoice.lineItems) {
    const name = line.description ? `${line.name} — ${line.description}` : line.name;
    row(name, String(line.quantity), money(line.amount), money(line.quantity * line.amount));
  }
  doc.font('Helvetica-Bold');
  row('Total', '', '', money(invoice.total));
  if (invoice.status === 'sent') row('Amount due', '', '', money(invoice.amountDue));
  doc.font('Helvetica');
  for (const payment of invoice.payments) {
    const card = payment.last4 ? ` (card ending ${payment.last4})` : '';
    const label = `${payment.type === 'charge' ? 'Payment' : 'Refund'} ${day(payment.createdAt)}${card}`;
    row(label, '', '', money(payment.chargedAmt));
  }
  if (invoice.notes) doc.moveDown().fontSize(9).fillColor('#444444').text(invoice.notes);
}

/** The invoice as a PDF, base64 in a data URI (the envelope carries JSON only). */
export function renderInvoicePdf(invoice: Invoice): Promise<InvoicePdf> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 50,
      info: { Title: `Invoice #${invoice.alternateId}`, Author: invoice.organization.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () =>
      resolve({
        name: `invoice-${invoice.alternateId}.pdf`,
        contentType: 'application/pdf',
        dataUri: `data:application/pdf;base64,${Buffer.concat(chunks).toString('base64')}`,
      }),
    );
    draw(doc, invoice);
    doc.end();
  });
}
