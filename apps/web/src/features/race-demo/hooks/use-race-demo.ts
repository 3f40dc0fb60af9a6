import { raceDemoApi, type RaceResults, type RaceSimulateRequest, type RaceSolution } from '@site/contracts';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearDatabase, raceCodeQuery, raceDemoKeys, raceResultsQuery, simulate } from '../../../api/race-demo';
import { useRenderedInitialData } from '../../../lib/render-data';

const RESULTS_KEY = raceDemoKeys.results();
const MUTATION_KEY = raceDemoKeys.account();
/** The account and its history (the server render's answer first). */
export function useRaceResults() {
  return useQuery({ ...raceResultsQuery(), ...useRenderedInitialData(raceDemoApi.results, {}) });
}

/** The code of each mode. */
export function useRaceCode() {
  return useQuery(raceCodeQuery());
}

/** One mode's run, with its own loading state and result. */
export function useRunDemo(solution: RaceSolution) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...MUTATION_KEY, solution],
    mutationFn: (settings: Omit<RaceSimulateRequest, 'solutionType'>) =>
      simulate({ ...settings, solutionType: solution }),
    // A failed run may still have written some debits.
    onSettled: () => client.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}

export function useClearDatabase() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...MUTATION_KEY, 'clear'],
    mutationFn: clearDatabase,
    onSuccess: ({ account }) => {
      client.setQueryData<RaceResults>(RESULTS_KEY, { account, transactions: [] });
    },
    onSettled: () => client.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}

/**
 * Whether a run or a clear is under way. Runs share one account, so starting another while one runs
 * would mix their debits and make both results meaningless.
 */
export function useAccountBusy(): boolean {
  return useIsMutating({ mutationKey: MUTATION_KEY }) > 0;
}
