import type { RaceResults, RaceSimulateRequest, RaceSolution } from '@site/contracts';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearDatabase, fetchCode, fetchResults, simulate } from '../../../api/race-demo';

const RESULTS_KEY = ['race-demo', 'results'] as const;
const CODE_KEY = ['race-demo', 'code'] as const;
/** Every run and clear shares this prefix, so the page knows when the account is busy. */
const MUTATION_KEY = ['race-demo', 'account'] as const;

/** The account and its history; always fresh, since every run changes them. */
export function useRaceResults() {
  return useQuery({ queryKey: RESULTS_KEY, queryFn: ({ signal }) => fetchResults(signal), staleTime: 0 });
}

/** The code of each mode; it changes only when the server is redeployed. */
export function useRaceCode() {
  return useQuery({ queryKey: CODE_KEY, queryFn: ({ signal }) => fetchCode(signal), staleTime: Infinity });
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
