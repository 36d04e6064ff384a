/**
 * jsdom has no ResizeObserver; Headless UI's listbox uses one to notice its button moving.
 * Nothing moves in jsdom, so an observer that never fires is faithful enough.
 */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
export {};
