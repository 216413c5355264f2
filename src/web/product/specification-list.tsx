import type { SpecificationRow } from '../lib/specifications.ts';

// The product page's specifications (parseSpecifications) as a definition list.
export function SpecificationList({ rows }: { rows: readonly SpecificationRow[] }) {
  return (
    <dl className="grid grid-cols-1 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white sm:grid-cols-[minmax(10rem,auto)_1fr] sm:divide-y-0">
      {rows.map((row) => (
        <div key={`${row.label ?? ''}:${row.value}`} className="contents">
          <dt className="px-4 pt-3 text-sm font-semibold text-slate-600 sm:border-t sm:border-slate-100 sm:py-2">
            {row.label}
          </dt>
          <dd className="px-4 pb-3 text-sm text-slate-900 sm:border-t sm:border-slate-100 sm:py-2">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
