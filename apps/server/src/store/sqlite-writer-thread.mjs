// Boots the SQLite writer thread. Worker threads do not inherit the tsx loader of the main
// thread, so this plain module loads the TypeScript itself and hands piscina its handler.
import { tsImport } from 'tsx/esm/api';

const thread = await tsImport('./sqlite-writer-thread.ts', import.meta.url);
export default thread.default;
