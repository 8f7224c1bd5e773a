/**
 * The US de minimis (Section 321): a shipment of at most this value enters free of duty and
 * formal entry. The customs desk's US high/low value threshold starts from it (customs'
 * CustomsConfiguration thresholds and its demo data), and the public eCommerce service's
 * goods-value rule (strictly below it, SPEC §1) reads the same amount. Amounts are decimal text.
 */
export const US_DE_MINIMIS = { country: 'US', amount: '800', currency: 'USD' } as const;
