// http barrel: the client's public names. Test hooks (setNavigator, resetHttpConfig) stay out: tests import their modules.
export * from './client.ts';
export { configureHttp } from './config.ts';
export * from './latest.ts';
export { navigation } from './navigation.ts';
export { endpointCall, type FormFields } from './plan.ts';
export * from './redirect.ts';
export { redirectTo } from './reports.ts';
