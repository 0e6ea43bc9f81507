// http barrel: the client's public names. Test hooks (setNavigator, resetHttpConfig) stay out: tests import their modules.
export * from './client.ts';
export { configureHttp } from './config.ts';
export * from './latest.ts';
// To be removed once the last modules of its pending list (call-sites.test.ts) call their records.
export { navigation } from './navigation.ts';
export type { FormFields } from './plan.ts';
export * from './redirect.ts';
export { redirectTo } from './reports.ts';
