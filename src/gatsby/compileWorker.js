/**
 * A worker thread's share of the article compile (compileInWorkers.ts). Plain JavaScript: Gatsby
 * bundles gatsby-node.ts and what it imports, but a thread starts from a file of its own, so this
 * one loads the TypeScript compiler through sucrase, as the project's scripts do.
 */
require('sucrase/register');
const { parentPort, workerData } = require('node:worker_threads');
const { compileArticle } = require('../mdx/compileArticle.ts');

parentPort.postMessage(workerData.map(({ file, text }) => compileArticle(text, { path: file })));
