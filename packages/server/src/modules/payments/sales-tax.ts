/** Where an intent is taxed: the postal parts of its address. */
export interface TaxAddress {
  country: string;
  state: string;
  zip: string;
  city: string;
}

export interface SalesTax {
  /** The rate applied, as a fraction (0.0725 is 7.25 %). */
  rate: number;
  /** The tax in integer cents. */
  amount: number;
}

/**
 * Sales tax by address: a rule the deployment plugs in (a rate table, a tax service's
 * answer cached per region …). Given the subtotal in cents and the address, it returns the
 * rate and the tax in integer cents.
 */
export type SalesTaxRule = (input: { subTotal: number; address: TaxAddress }) => SalesTax;

/** The default: no sales tax anywhere. */
export const noSalesTax: SalesTaxRule = () => ({ rate: 0, amount: 0 });

/**
 * A rule from a table of rates by region: `"US-CA"` (country and state) wins over `"US"`;
 * regions not in the table pay none. Cents are rounded half up.
 */
export function salesTaxByRegion(rates: Readonly<Record<string, number>>): SalesTaxRule {
  return ({ subTotal, address }) => {
    const country = address.country.trim().toUpperCase();
    const state = address.state.trim().toUpperCase();
    const rate = rates[`${country}-${state}`] ?? rates[country] ?? 0;
    return { rate, amount: Math.round(subTotal * rate) };
  };
}

// The payments module's own setting, not a seam between modules: a deployment (or a test)
// plugs its tax rule in at start.
// eslint-disable-next-line no-restricted-syntax
let currentRule: SalesTaxRule = noSalesTax;

/** Plugs a rule in (at start, or in a test); returns the one it replaced. */
export function useSalesTaxRule(rule: SalesTaxRule): SalesTaxRule {
  const previous = currentRule;
  currentRule = rule;
  return previous;
}

/**
 * Does an intent need the payer's address? Only to be taxed by it: under the default rule
 * nothing is taxed and none is asked (no provider adapter sends an address to its
 * provider; each provider's own form collects what its checks need).
 */
export function billingAddressRequired(): boolean {
  return currentRule !== noSalesTax;
}

/** The tax of an intent: none without an address (allowed only under the default rule). */
export function salesTaxFor(subTotal: number, address: TaxAddress | null): SalesTax {
  if (!address) return { rate: 0, amount: 0 };
  const tax = currentRule({ subTotal, address });
  if (!Number.isInteger(tax.amount) || tax.amount < 0) {
    throw new Error('a sales tax rule must answer whole, non-negative cents');
  }
  return tax;
}
