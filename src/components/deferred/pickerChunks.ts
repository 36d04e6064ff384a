/**
 * The pickers' code, behind a chunk of its own. webpack adds `<link rel="prefetch">` for a
 * `webpackPrefetch` import when the chunk that contains the import arrives; here that chunk is
 * this small one, which DeferredPickers loads once the page is idle (or on a first hover,
 * focus or press), not the page's own chunk. Adding those links cost 16–45 ms of the first-load
 * task at 4× CPU throttling (docs/performance.md, "First-load JavaScript"); at idle it costs the
 * reader nothing.
 */
export const loadStatusPicker = () =>
  import(/* webpackPrefetch: true */ '../user-data/StatusPicker').then((m) => m.StatusPicker);

export const loadModuleProgressControl = () =>
  import(/* webpackPrefetch: true */ '../user-data/ModuleProgressControl').then(
    (m) => m.ModuleProgressControl,
  );
