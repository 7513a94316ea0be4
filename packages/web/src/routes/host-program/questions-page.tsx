import { HostPage } from './host-page';
import { QuestionsBuilder } from './questions-builder';

/** `/host/events/:eventId/questions`: the registration questions builder of a hosted event. */
export function QuestionsPage() {
  return (
    <HostPage section="questions">
      {(listing) => <QuestionsBuilder eventId={listing.id} />}
    </HostPage>
  );
}
