export * from './types';
export * from './resolve';
export * from './handles';
