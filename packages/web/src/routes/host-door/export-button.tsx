import { useExportListingAttendees } from '@convene/client';
import { useIntl } from 'react-intl';
import { ExportFileButton } from '../../components/report-parts';

/** Downloads the attendees with their answers as CSV (made by the server on demand). */
export function ExportButton({ eventId }: { eventId: string }) {
  const intl = useIntl();
  return (
    <ExportFileButton
      label={intl.formatMessage({ id: 'hostDoor.export' })}
      file={useExportListingAttendees(eventId)}
    />
  );
}
