// The legacy contract for the bench (plain node): the endpoint table and the demo page list, loaded from their TS through tsx.
import { tsImport } from 'tsx/esm/api';

export const { ENDPOINTS } = await tsImport('../shared/legacy/endpoints.ts', import.meta.url);
export const { pagesFor } = await tsImport('../demo-host/pages/list.ts', import.meta.url);
