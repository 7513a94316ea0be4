import type { ReactNode } from 'react';
import { downloadDataUri } from '../lib/download-data-uri';
import { Button } from './button';
import { Card } from './card';

/*
 * The pieces the hosts' figure pages share (an event's report, the organizer dashboard):
 * a titled card, a figure with its label, a table's column headers and an export's button.
 */

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </Card>
  );
}

/** A figure in a `<dl>`: its label, its value and an optional line under it. */
export function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 p-4 dark:border-white/10">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
      {detail ? (
        <dd className="text-sm text-gray-700 tabular-nums dark:text-gray-300">{detail}</dd>
      ) : null}
    </div>
  );
}

/** A figures table's `<thead>`: the first column names the rows, the others are numbers. */
export function ColumnHeads({ columns, first = '' }: { columns: string[]; first?: string }) {
  return (
    <thead>
      <tr className="text-gray-700 dark:text-gray-300">
        {columns.map((column, index) => (
          <th
            key={column}
            scope="col"
            className={`pb-1 font-medium ${index === 0 ? `${first} text-start` : 'text-end'}`}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The file an export made (a data URI), fetched when asked, as a download. */
export interface FileExport {
  isPending: boolean;
  mutate: (
    variables: undefined,
    options: { onSuccess: (file: { name: string; dataUri: string }) => void },
  ) => void;
}

/** Downloads the file an export makes on demand (an attendee or order CSV). */
export function ExportFileButton({ label, file }: { label: string; file: FileExport }) {
  return (
    <Button
      variant="secondary"
      loading={file.isPending}
      onClick={() =>
        file.mutate(undefined, { onSuccess: (made) => downloadDataUri(made.name, made.dataUri) })
      }
    >
      {label}
    </Button>
  );
}
