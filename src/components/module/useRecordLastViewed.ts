import { useEffect } from 'react';
import { useSetting, useUserDataReady } from '../../user-data';

/** Remember the module the student is reading, once storage has been read (so it is not lost). */
export function useRecordLastViewed(moduleId: string): void {
  const ready = useUserDataReady();
  const [lastViewed, setLastViewed] = useSetting('lastViewedModule');
  useEffect(() => {
    if (ready && lastViewed !== moduleId) setLastViewed(moduleId);
  }, [ready, lastViewed, moduleId, setLastViewed]);
}
