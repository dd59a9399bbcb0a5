// A thread for idle-priority.test.ts: it puts itself in the idle class, says what it sees, and
// waits to be told to end, so that the test can read its policy from outside too.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { runOnlyWhenIdle, schedulingPolicy, threadIdOfCaller } = await tsImport('./idle-priority.ts', import.meta.url);
const applied = runOnlyWhenIdle();
const threadId = threadIdOfCaller();
parentPort.postMessage({ applied, threadId, policy: schedulingPolicy(threadId) });
parentPort.once('message', () => process.exit(0));
