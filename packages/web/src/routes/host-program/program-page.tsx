import { FaqsEditor } from './faqs-editor';
import { HostPage } from './host-page';
import { PagesEditor } from './pages-editor';
import { SessionsEditor } from './sessions-editor';
import { SpeakersEditor } from './speakers-editor';
import { SponsorsEditor } from './sponsors-editor';

/**
 * `/host/events/:eventId/program`: the sessions, speakers, sponsors, FAQs and pages of a
 * hosted event. The server checks the host on every call and each write (a session's times
 * within the event's, shown by the field).
 */
export function ProgramPage() {
  return (
    <HostPage section="program">
      {(listing) => (
        <div className="flex flex-col gap-6">
          <SessionsEditor listing={listing} />
          <SpeakersEditor listing={listing} />
          <SponsorsEditor listing={listing} />
          <FaqsEditor eventId={listing.id} />
          <PagesEditor eventId={listing.id} />
        </div>
      )}
    </HostPage>
  );
}
