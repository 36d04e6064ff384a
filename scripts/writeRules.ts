/** Writes the generated part of firestore.rules from src/user-data/cloudRules.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withGeneratedRules } from '../src/user-data';

const path = join(__dirname, '..', 'firestore.rules');
const before = readFileSync(path, 'utf8');
const after = withGeneratedRules(before);
writeFileSync(path, after);
console.log(after === before ? 'firestore.rules is up to date.' : 'firestore.rules rewritten.');
