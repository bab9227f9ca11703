import { useEffect } from "react";

/** Each time a dialog opens, its form starts from `defaults` and the last call's error is cleared. */
export function useResetOnOpen<T>(open: boolean, defaults: T, resetForm: (values: T) => void, resetCall: () => void) {
  useEffect(() => {
    if (open) {
      resetForm(defaults);
      resetCall();
    }
  }, [open, defaults, resetForm, resetCall]);
}
