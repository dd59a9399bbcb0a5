// Boots the attackers' thread. Worker threads do not inherit the tsx loader of the main
// thread, so this plain module loads the TypeScript itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./attack-thread.ts', import.meta.url);
