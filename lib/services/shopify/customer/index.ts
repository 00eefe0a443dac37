/** Customer accounts on the Storefront API: server-only operations and the pure mappers behind them. */
export * from './errors';
export * from './map';
export * from './session';
export * from './details';
export * from './addresses';
export * from './orders';
