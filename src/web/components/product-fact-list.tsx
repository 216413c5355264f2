import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { parseSpecifications, type SpecificationRow } from '../lib/specifications.ts';

export type ProductFact = { label: string; value: ReactNode };

function isPresent(value: ReactNode): boolean {
  return (
    value !== null &&
    value !== undefined &&
    value !== false &&
    !(typeof value === 'string' && value.trim() === '')
  );
}

export function hasProductFacts(facts: readonly ProductFact[]): boolean {
  return facts.some((fact) => isPresent(fact.value));
}

// Label and value rows; a row whose value the feed left empty is not shown (spec).
export function ProductFactList({ facts }: { facts: readonly ProductFact[] }) {
  const shown = facts.filter((fact) => isPresent(fact.value));
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {shown.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-slate-500">{fact.label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// The feed's specifications as one fact, a list of its rows; left out when there are none.
export function specificationsFact(label: string, text: string | null): ProductFact {
  const rows = parseSpecifications(text);
  return { label, value: rows.length > 0 ? <SpecificationList rows={rows} /> : null };
}

// The feed's "Key: value; Key: value" specifications (parseSpecifications) as a list.
function SpecificationList({ rows }: { rows: readonly SpecificationRow[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-0.5" aria-label={t('windows:product.specifications')}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows come from one fixed string
        <li key={index}>
          {row.label !== null && <span className="font-medium">{row.label}: </span>}
          {row.value}
        </li>
      ))}
    </ul>
  );
}
