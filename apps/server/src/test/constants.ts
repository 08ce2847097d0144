/** The bank's "now" in tests: a Wednesday, so yesterday and tomorrow are working days. */
export const TEST_NOW = new Date('2026-03-11T14:00:00Z');
export const TEMPLATE_DB = 'bel_template';
export const TEST_API_KEY = 'test-api-key';
