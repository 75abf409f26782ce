// Data a page shows: loaded when its inputs change, with the failure kept for the page to say,
// and a way to load again after a change. Answers that arrive late for old inputs are dropped.
import { signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';

export function useLoad<T>(load: () => Promise<T>, inputs: unknown[]) {
  const state = useMemo(() => ({ data: signal<T | null>(null), error: signal<unknown>(null), loading: signal(true), version: 0 }), []);
  const run = async () => {
    const version = ++state.version;
    state.loading.value = true;
    try {
      const data = await load();
      if (version !== state.version) return;
      state.data.value = data;
      state.error.value = null;
    } catch (error) {
      if (version === state.version) state.error.value = error;
    } finally {
      if (version === state.version) state.loading.value = false;
    }
  };
  useEffect(() => { void run(); }, inputs);
  return { data: state.data, error: state.error, loading: state.loading, reload: run };
}
