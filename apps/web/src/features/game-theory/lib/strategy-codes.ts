import { STRATEGY_IDS, type StrategyId } from '@site/game-theory';

/** Each strategy's short code in a shared address (`mix=tft.3-alld.1`): stable, readable, URL-safe. */
export const STRATEGY_CODES: Readonly<Record<StrategyId, string>> = {
  'tit-for-tat': 'tft',
  'always-cooperate': 'allc',
  'always-defect': 'alld',
  grudger: 'grudger',
  random: 'rand',
  'tit-for-two-tats': 'tf2t',
  'suspicious-tit-for-tat': 'stft',
  'generous-tit-for-tat': 'gtft',
  pavlov: 'pavlov',
  joss: 'joss',
  detective: 'det',
  alternator: 'alt',
  prober: 'prober',
  gradual: 'gradual',
  'soft-majority': 'softmaj',
};

const BY_CODE: ReadonlyMap<string, StrategyId> = new Map(STRATEGY_IDS.map((id) => [STRATEGY_CODES[id], id]));

/** The strategy a code names, if any. */
export function strategyOfCode(code: string): StrategyId | undefined {
  return BY_CODE.get(code);
}
