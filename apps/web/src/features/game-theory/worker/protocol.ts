import type { SimEvent, SimResult, SimSettings } from '../lib/simulate';

/** Page → worker: run one simulation. */
export interface SimRequest {
  readonly id: number;
  readonly settings: SimSettings;
}

/** Worker → page: its progress and generations, then the result or why it stopped. */
export type SimResponse =
  | (SimEvent & { readonly id: number })
  | { readonly id: number; readonly type: 'done'; readonly result: SimResult }
  | { readonly id: number; readonly type: 'error'; readonly message: string };
