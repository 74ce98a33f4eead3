/** The API contract: one schema per payload and answer of the call table of docs/product.md §7. */
export * from './envelope';
export * from './common';
export * from './auth';
export * from './accounts';
export * from './courses';
export * from './restrooms';
export * from './restroom-details';
export * from './reports';
export * from './questions';
export * from './reviews';
export * from './users';
export * from './owner';
export * from './legal';
export * from './stats';
export * from './health';
export * from './claims';
export * from './signs';
