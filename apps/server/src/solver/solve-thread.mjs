// Boots a solver pool thread. Worker threads do not inherit the tsx loader of the main
// thread, so this plain module loads the TypeScript itself and hands piscina its handler.
import { tsImport } from 'tsx/esm/api';

const thread = await tsImport('./solve-thread.ts', import.meta.url);
export default thread.default;
