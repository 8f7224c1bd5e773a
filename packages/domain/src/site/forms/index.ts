export * from './air-booking';
export * from './business-days';
export * from './contact';
export * from './errors';
export * from './quote';
export * from './rules';
export * from './speaking-up';
