export {
  arrays,
  hashmap,
  json,
  primes,
  referenceChecksum,
  runTasks,
  strings,
  TASK_ORDER,
  TASK_SIZES,
  TASKS,
  warmUpScale,
  type TaskName,
  type TaskRun,
} from './tasks.js';
export { formatOps } from './format.js';
