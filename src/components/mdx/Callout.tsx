/** Info, Warning, Optional and IncompleteSection: one callout driven by a typed map of variants. */
import React from 'react';

type Variant = 'info' | 'warning' | 'optional' | 'incomplete';

const VARIANTS: Record<Variant, { prefix: string; className: string }> = {
  info: { prefix: '', className: 'border-blue-400 bg-blue-50 dark:bg-blue-950' },
  warning: { prefix: 'Warning', className: 'border-yellow-400 bg-yellow-50 dark:bg-yellow-950' },
  optional: { prefix: 'Optional', className: 'border-purple-400 bg-purple-50 dark:bg-purple-950' },
  incomplete: { prefix: '', className: 'border-red-400 bg-red-50 dark:bg-red-950' },
};

interface CalloutProps {
  title?: string;
  children?: React.ReactNode;
}

function Callout({ variant, title, children }: CalloutProps & { variant: Variant }) {
  const { prefix, className } = VARIANTS[variant];
  const heading = [prefix, title].filter(Boolean).join(': ');
  return (
    <aside role="note" className={`my-6 rounded-r-md border-l-4 p-4 ${className}`}>
      {heading && <p className="font-semibold">{heading}</p>}
      {children}
    </aside>
  );
}

export const Info = (props: CalloutProps) => <Callout variant="info" {...props} />;
export const Warning = (props: CalloutProps) => <Callout variant="warning" {...props} />;
export const Optional = (props: CalloutProps) => <Callout variant="optional" {...props} />;
export const IncompleteSection = ({ children }: CalloutProps) => (
  <Callout variant="incomplete" title="This section is not complete.">
    <p>Know this topic well? Help us finish it: use the Contact Us button to send a suggestion.</p>
    {children}
  </Callout>
);
