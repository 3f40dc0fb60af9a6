import { daily, generate, hint, parseGrid, rate, type Difficulty } from '@site/sudoku';
import type { SudokuTask, TaskResult, WorkerRequest, WorkerResponse } from './protocol';

/** The worker's global scope, typed by hand: the app compiles with the DOM library, not the worker one. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}
const scope = self as unknown as WorkerScope;

/** Runs one task of the engine: the engine lives only here, off the page's thread. */
function run(task: SudokuTask): TaskResult {
  switch (task.type) {
    case 'generate': {
      const { puzzle, solution } = generate(task.difficulty, task.seed);
      return { type: 'puzzle', puzzle: { puzzle, solution, difficulty: task.difficulty } };
    }
    case 'daily': {
      const info = daily(task.date);
      const { puzzle, solution } = generate(info.difficulty, info.seed);
      return { type: 'puzzle', puzzle: { puzzle, solution, difficulty: info.difficulty, date: task.date } };
    }
    case 'import': {
      const parsed = parseGrid(task.text);
      if (!parsed.ok) return { type: 'refused', reason: parsed.reason };
      const rating = rate(parsed.grid);
      if (rating.status !== 'unique' || !rating.solution)
        return { type: 'refused', reason: rating.status === 'unique' ? 'invalid' : rating.status };
      const difficulty: Difficulty | null = rating.difficulty;
      return { type: 'puzzle', puzzle: { puzzle: parsed.grid, solution: rating.solution, difficulty } };
    }
    case 'hint':
      return { type: 'hint', hint: hint(task.grid, task.notes, task.puzzle) };
  }
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, task } = event.data;
  try {
    scope.postMessage({ id, result: run(task) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
