// `npm start`: serves the game on one port. The server arrives with step 2 (apps/server);
// until then this says so plainly instead of failing obscurely.
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../apps/server/package.json', import.meta.url))) {
  console.log('Gridrace: the server is not built yet. The puzzles already work on the command line:');
  console.log('  npx gridrace new fifteen --size 4');
  console.log('  npx gridrace help');
  process.exit(0);
}
