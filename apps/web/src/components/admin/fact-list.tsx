import type { ReactNode } from 'react';

/** One fact of a description list: its label and its value. */
export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** A description list: each fact's label (dt) and value (dd) in a row of their own (a div, for the sheet's grid). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
