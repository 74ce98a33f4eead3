/** The API contract: one schema per payload and answer of the spec's call table (§7). */
export * from './envelope';
export * from './common';
export * from './auth';
export * from './courses';
export * from './restrooms';
export * from './reviews';
export * from './users';
export * from './owner';
export * from './legal';
export * from './stats';
export * from './health';
