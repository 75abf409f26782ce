// One change made from a row of a list (pause a client, change a role): busy meanwhile, so a
// second click is ignored, and its failure kept in words for the row to say.
import { useSignal } from '@preact/signals';
import { describeError } from '../api/errors.ts';

export function useAction(describe: (error: unknown) => string = describeError) {
  const busy = useSignal(false);
  const problem = useSignal<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    if (busy.value) return;
    busy.value = true;
    problem.value = null;
    try {
      await work();
    } catch (error) {
      problem.value = describe(error);
    } finally {
      busy.value = false;
    }
  };
  return { busy, problem, run };
}
