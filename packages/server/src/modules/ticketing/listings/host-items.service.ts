import {
  LISTING_HOST_ITEM_MESSAGES as M,
  type ListingActivation,
  type ListingFollowup,
  type ListingQuestionSection,
} from '@convene/contract';
import { eventActivations, eventFollowups, eventQuestionSections } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { instant, plain, type CatalogueKind } from './catalogue.service';
import { eventQuestionIds, releaseForFollowup, sectionHasQuestions } from './host-items.repository';
import { FOLLOWUP_QUESTIONS, readIdLinks, SECTION_PASS_TYPES, writeIdLinks } from './id-links';

/*
 * What hosts write of a listing besides what it sells (decisions 0020, 0021):
 * question sections, follow-ups and activations, each a catalogue kind, so they take the
 * catalogue's routes and rules (host or co-host, 404 for another event's ids).
 */

/** A section of registration questions with the pass types it is asked for. */
export const questionSectionKind: CatalogueKind<ListingQuestionSection> = {
  table: eventQuestionSections,
  columns: ({ passTypeIds: _ids, ...columns }) => columns,
  links: {
    field: 'passTypeIds',
    read: (db, scope, ids) => readIdLinks(db, scope, SECTION_PASS_TYPES, ids),
    write: (db, scope, _eventId, id, value) =>
      writeIdLinks(db, scope, SECTION_PASS_TYPES, id, value as string[]),
    passTypeIds: (value) => value as string[],
  },
  inUse: async (db, scope, id) =>
    (await sectionHasQuestions(db, scope, id)) ? M.sectionHasQuestions : null,
  view: (row, link) => ({ ...plain(row), passTypeIds: link ?? [] }) as ListingQuestionSection,
};

/**
 * A follow-up with its questions: the listing's questions named move into it (out of
 * their registration section and any other follow-up), as the attendee module reads them.
 */
export const followupKind: CatalogueKind<ListingFollowup> = {
  table: eventFollowups,
  columns: ({ questionIds: _ids, ...columns }) => columns,
  links: {
    field: 'questionIds',
    read: (db, scope, ids) => readIdLinks(db, scope, FOLLOWUP_QUESTIONS, ids),
    async write(db, scope, eventId, id, value) {
      const questionIds = [...new Set(value as string[])];
      const found = await eventQuestionIds(db, scope, eventId, questionIds);
      if (questionIds.some((questionId) => !found.has(questionId))) {
        throw new AppError('NOT_FOUND', M.questionNotFound, { field: 'questionIds' });
      }
      await releaseForFollowup(db, scope, id, questionIds);
      await writeIdLinks(db, scope, FOLLOWUP_QUESTIONS, id, questionIds);
    },
    passTypeIds: () => [],
  },
  view: (row, link) => ({ ...plain(row), questionIds: link ?? [] }) as ListingFollowup,
};

/** An activation with its code and points (its image and manager stay the seed's). */
export const activationKind: CatalogueKind<ListingActivation> = {
  table: eventActivations,
  slugFrom: (body) => String(body.name ?? ''),
  columns: ({ startAfter, ...columns }) => ({ ...columns, startAfter: instant(startAfter) }),
  view: (row) => {
    const { image: _image, managerId: _manager, ...rest } = plain(row);
    return rest as ListingActivation;
  },
};
