export * from './api-error';
export * from './transport';
export * from './lists';
export * from './provider';
export * from './envelope';
export * from './query-client';
