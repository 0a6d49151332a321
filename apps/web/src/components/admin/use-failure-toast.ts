import { useEffect } from 'react';
import { toast } from '@/lib/toast';

/** Toasts `text` when a screen's data fails to load (the specification's 'Failed to fetch …' messages). */
export function useFailureToast(failed: boolean, text: string) {
  useEffect(() => {
    if (failed) toast.error(text);
  }, [failed, text]);
}
