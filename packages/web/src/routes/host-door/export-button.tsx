import { useExportListingAttendees } from '@convene/client';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { downloadDataUri } from '../../lib/download-data-uri';

/** Downloads the attendees with their answers as CSV (made by the server on demand). */
export function ExportButton({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const exportCsv = useExportListingAttendees(eventId);
  return (
    <Button
      variant="secondary"
      loading={exportCsv.isPending}
      onClick={() =>
        exportCsv.mutate(undefined, { onSuccess: (csv) => downloadDataUri(csv.name, csv.dataUri) })
      }
    >
      {intl.formatMessage({ id: 'hostDoor.export' })}
    </Button>
  );
}
