/**
 * A worker thread of the article compile (compileInWorkers.ts): loads the compiler at once, then
 * compiles each batch of files it is sent and posts the results back in order. Plain JavaScript:
 * Gatsby bundles gatsby-node.ts and what it imports, but a thread starts from a file of its own,
 * so this one loads the TypeScript through sucrase, as the project's scripts do.
 */
require('sucrase/register');
const { parentPort } = require('node:worker_threads');
// The same function, with the same options, as a compile on the main thread.
const { compileJob } = require('./compileCorpus.ts');

parentPort.on('message', (jobs) => parentPort.postMessage(jobs.map(compileJob)));
