/**
 * The next quotation number as SQL: QT and eight digits of the quotations' own sequence. Every
 * quotation takes it, whoever makes it (the desk, a re-quote, a quote request's draft, the demo
 * data), so numbers never collide and all read alike.
 */
export const QUOTATION_NO_SQL = `'QT' || lpad(nextval('pricing_quotation_no_seq')::text, 8, '0')`;
