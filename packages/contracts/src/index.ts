export * from './envelope';
export * from './constants';
export * from './headers';
