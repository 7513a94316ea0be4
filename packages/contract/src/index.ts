export * from './errors';
export * from './envelope';
export * from './pagination';
export * from './ids';
export * from './organization';
export * from './account';
export * from './identity';
export * from './constants';
