/**
 * A solution sketch in a modal dialog. Headless UI traps focus inside, closes on Escape and on a
 * click outside the panel, and returns focus to the button that opened it; the transition is
 * 300 ms in and 200 ms out.
 */
import React from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { SKETCH_TITLE_PREFIX } from './texts';

export function SketchModal({
  open,
  onClose,
  problemName,
  sketch,
}: {
  open: boolean;
  onClose: () => void;
  problemName: string;
  sketch: string;
}): React.JSX.Element {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        data-testid="sketch-backdrop"
        className="fixed inset-0 bg-black/50 duration-300 ease-out data-[closed]:opacity-0 data-[leave]:duration-200 data-[leave]:ease-in"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl duration-300 ease-out data-[closed]:scale-95 data-[closed]:opacity-0 data-[leave]:duration-200 data-[leave]:ease-in dark:bg-gray-800"
        >
          <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-white">
            {SKETCH_TITLE_PREFIX}
            {problemName}
          </DialogTitle>
          <p className="mt-3 whitespace-pre-line text-gray-700 dark:text-gray-200">{sketch}</p>
          <div className="mt-6 text-right">
            <button
              type="button"
              onClick={onClose}
              className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
            >
              Close
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
