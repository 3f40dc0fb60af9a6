// Node.js engine: the same task code as the browser engine (src/tasks.ts, built to dist/).
// Usage: node benchmark.mjs <scale>   (contract: ../README.md)
import { runTasks } from '../dist/index.js';

const scale = Number(process.argv[2]);
if (!Number.isInteger(scale) || scale < 1) {
  console.error('usage: node benchmark.mjs <scale>');
  process.exit(2);
}
const tasks = runTasks(scale);
console.log(JSON.stringify({ language: 'Node.js', version: `Node.js ${process.versions.node}`, scale, tasks }));
