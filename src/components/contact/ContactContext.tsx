import React, {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ContactProblem } from '../../site/contact';

// The form (and Headless UI's dialog) load only when a student first opens it.
const ContactDialog = React.lazy(() => import('./ContactDialog'));

interface OpenOptions {
  problem?: ContactProblem;
  topic?: 'mistake' | 'missing-solution' | 'missing-language' | 'suggestion';
}

interface ContactApi {
  openContact: (options?: OpenOptions) => void;
}

const ContactContext = createContext<ContactApi>({ openContact: () => undefined });

export function ContactProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [request, setRequest] = useState<OpenOptions | null>(null);
  // The element that opened the form gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openContact = useCallback((options: OpenOptions = {}) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest(options);
  }, []);
  const close = useCallback(() => {
    setRequest(null);
    const target = opener.current;
    // After the dialog has unmounted and released its focus trap.
    if (target) window.setTimeout(() => target.focus(), 0);
  }, []);
  const api = useMemo(() => ({ openContact }), [openContact]);
  return (
    <ContactContext.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <ContactDialog problem={request.problem} initialTopic={request.topic} onClose={close} />
        </Suspense>
      )}
    </ContactContext.Provider>
  );
}

/** Opens the Contact Us form, optionally about one problem. */
export function useContact(): ContactApi {
  return useContext(ContactContext);
}

export function ContactButton({
  className,
  children = 'Contact Us',
  problem,
  topic,
}: {
  className?: string;
  children?: React.ReactNode;
} & OpenOptions): React.JSX.Element {
  const { openContact } = useContact();
  return (
    <button type="button" className={className} onClick={() => openContact({ problem, topic })}>
      {children}
    </button>
  );
}
