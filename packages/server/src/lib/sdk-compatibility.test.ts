import {
  apiEndpoints,
  matchEndpoint,
  MODULES,
  OrganizationEntityFieldsSchema,
  type EndpointSpec,
} from '@convene/contract';
import { and, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import * as schema from '../db/schema/index';
import { IDENTITY_PREFIX } from '../identity/identity.plugin';
import { seedDemoIfEmpty } from '../seed/index';
import { DEMO_CLIENT_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../seed/organizations';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { SDK_ROUTES, type SdkRoute } from '../test/sdk-routes';
import { SDK_ENTITY_FIELDS, SDK_READ_SHAPES, type SdkEntity } from '../test/sdk-shapes';

/**
 * The public client SDK against the API, call by call, as the SDK sends them (axios
 * defaults: JSON, no body where the hook passes none, the token raw with no `Bearer`,
 * the access token or the ID token): every call is declared by the endpoint table at the
 * SDK's own path (none falls into a parameter route of the same shape), none answers a 5xx
 * or a router's "Route … not found", and the shapes completed for the SDK carry its fields.
 */

const shapeOfPath = (path: string) => path.replace(/:\w+/g, ':');

/** A value for a path parameter: ids are uuids; the few named keys get a plausible key. */
function sampleParam(name: string, path: string): string {
  if (name === 'type') return path.includes('/emails/') ? 'confirmation' : 'terms';
  if (name === 'shareCode') return 'SHARECODE';
  if (name === 'interest') return 'sailing';
  return crypto.randomUUID();
}
const samplePath = (route: SdkRoute) =>
  route.path.replace(/:(\w+)/g, (_match, name: string) => sampleParam(name, route.path));

/** The endpoint the table serves the call with (the most static segments win, as in Fastify). */
const servedBy = (route: SdkRoute): EndpointSpec | undefined =>
  matchEndpoint(apiEndpoints, route.method, route.path.replace(/:\w+/g, 'p'));

describe('the public client SDK’s calls', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const org = await t.createOrganization();
    member = await t.createUser(org);
  }, 180_000);
  afterAll(() => t.close());

  const send = (route: SdkRoute, token: string): Promise<LightMyRequestResponse> =>
    t.inject({
      method: route.method,
      url: `${API_PREFIX}${samplePath(route)}`,
      headers: {
        organization: member.headers.organization!,
        authorization: token,
        accept: 'application/json, text/plain, */*',
        ...(route.bodyless ? {} : { 'content-type': 'application/json' }),
      },
      ...(route.bodyless ? {} : { payload: '{}' }),
    });

  it('are each declared at the SDK’s own path, none swallowed by a parameter route', () => {
    const missing = SDK_ROUTES.filter((route) => !servedBy(route));
    const swallowed = SDK_ROUTES.flatMap((route) => {
      const endpoint = servedBy(route);
      return endpoint && shapeOfPath(endpoint.path) !== shapeOfPath(route.path)
        ? [`${route.method} ${route.path} → ${endpoint.path}`]
        : [];
    });
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(swallowed).toEqual([]);
  });

  it('answer without a 5xx or a router 404, with either token kind', async () => {
    const problems: string[] = [];
    const statuses = new Map<string, number>();
    // Deleting the caller's account goes last: the other calls need it.
    const ordered = [...SDK_ROUTES].sort(
      (a, b) =>
        Number(a.path === '/self' && a.method === 'DELETE') -
        Number(b.path === '/self' && b.method === 'DELETE'),
    );
    for (const route of ordered) {
      for (const token of [member.token, member.idToken]) {
        const response = await send(route, token);
        const message = String(response.json<{ message?: string }>().message ?? '');
        if (response.statusCode >= 500 || /^Route .* not found$/.test(message)) {
          problems.push(`${route.method} ${route.path}: ${response.statusCode} ${message}`);
        }
        statuses.set(`${route.method} ${route.path}`, response.statusCode);
      }
    }
    expect(problems).toEqual([]);
    const answered = [...statuses.values()];
    const figures = {
      calls: SDK_ROUTES.length,
      declared: SDK_ROUTES.filter((route) => servedBy(route)).length,
      '2xx with sample ids': answered.filter((status) => status < 300).length,
      '4xx with sample ids': answered.filter((status) => status >= 400 && status < 500).length,
      '404 not offered': SDK_ROUTES.filter((route) => servedBy(route)?.tags.includes('sdk')).length,
    };
    process.stdout.write(`SDK compatibility: ${JSON.stringify(figures)}\n`);
    expect(figures.declared).toBe(figures.calls);
  }, 600_000);
});

describe('the SDK’s request shapes', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.createUser(await t.createOrganization(), { admin: true });
  }, 180_000);
  afterAll(() => t.close());

  const raw = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: { organization: member.headers.organization!, authorization: member.idToken },
      ...(payload ? { payload } : {}),
    });

  it('creates an interest from {name}, and reports an activity with no body', async () => {
    const interest = await raw('POST', '/interests', { name: 'Knots' });
    expect(interest.statusCode, interest.body).toBeLessThan(300);
    expect(interest.json().data).toMatchObject({ name: 'Knots' });

    const activity = await raw('POST', '/activities', { message: 'Fair winds', entities: [] });
    expect(activity.statusCode, activity.body).toBe(201);
    const report = await raw('POST', `/activities/${activity.json().data.id}/report`);
    expect(report.statusCode, report.body).toBeLessThan(300);
  });

  it('reads the organization with the fields of the SDK’s Organization entity', async () => {
    const organization = await raw('GET', '/organization');
    expect(organization.statusCode).toBe(200);
    const data = organization.json().data as Record<string, unknown>;
    for (const field of Object.keys(OrganizationEntityFieldsSchema.shape)) {
      expect(data, field).toHaveProperty(field);
    }
    expect(data).toMatchObject({ id: member.headers.organization, currency: 'USD' });
    // The SDK's Record<module, OrganizationModule>, every module Convene knows.
    expect(Object.keys(data.MODULES as object).sort()).toEqual([...MODULES].sort());
    expect((data.MODULES as Record<string, unknown>).events).toEqual({
      enabled: true,
      requireAuth: false,
      enabledTiers: [],
      editable: false,
      editableTiers: [],
    });
  });
});

const today = new Date();
/** The first days of this month and the next, as the slots read takes them (`YYYY-MM-DD`). */
const thisMonth = `${today.toISOString().slice(0, 8)}01`;
const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
  .toISOString()
  .slice(0, 10);

/**
 * Query parameters a read needs to answer (the SDK's hook sends them); those naming the
 * demo's rows (an address, a pass type, an add-on) are added once the demo is seeded.
 */
const READ_QUERIES: Record<string, string> = {
  useGetBookingPlaceSpaceSlots: `?firstDayOfMonth=${thisMonth}`,
};

/**
 * Known shape gaps: reads whose data lacks fields the SDK declares (or that find no demo
 * data to check), each with why. The test asserts this list is exactly what it finds, so a
 * read that loses a field fails it, and so does one whose gap is closed until it is taken
 * off the list.
 */
const KNOWN_GAPS: { reason: string; reads: Record<string, string> }[] = [
  {
    reason:
      'The demo organization has no row for it (or none the member or host may read), so there is nothing to check',
    reads: {
      useGetSelfEventAttendeePayment: 'no data (404)',
    },
  },
  {
    reason:
      "These event lists answer the event summary (BaseEvent with prices and the viewer's registration), not each event's sessions, speakers, pages and counts (the series' and the member's groups' events do, read for the page after it)",
    reads: {
      useGetGroupEvents:
        'longDescription, venueMap, chatBotNumber, iosAppLink, registrations, androidAppLink, pages, streamInputs, streamReplay, sessions, speakers, sponsors, faqSections, sponsorshipLevels, reservationDescription, backgroundImage, galleryImages, _count',
      useGetListings:
        'longDescription, venueMap, chatBotNumber, iosAppLink, registrations, androidAppLink, pages, streamInputs, streamReplay, sessions, speakers, sponsors, faqSections, sponsorshipLevels, reservationDescription, backgroundImage, galleryImages, _count, newActivityCreatorEmailNotification, newActivityCreatorPushNotification',
      useGetSelfEvents:
        'longDescription, venueMap, chatBotNumber, iosAppLink, registrations, androidAppLink, pages, streamInputs, streamReplay, sessions, speakers, sponsors, faqSections, sponsorshipLevels, reservationDescription, backgroundImage, galleryImages, _count',
    },
  },
];

describe('the SDK’s reads on the demo organization', () => {
  let t: TestApp;
  let callers: Caller[];

  interface Caller {
    name: string;
    accountId: string;
    token: string;
  }

  async function signIn(name: string, email: string): Promise<Caller> {
    const response = await t.inject({
      method: 'POST',
      url: `${IDENTITY_PREFIX}/`,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        ClientId: DEMO_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    });
    const token: string = response.json().AuthenticationResult.AccessToken;
    const self = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}/self`,
      headers: { organization: DEMO_ORGANIZATION_ID, authorization: token },
    });
    return { name, accountId: self.json().data.id, token };
  }

  /** Where a path parameter's real id comes from: a row of `table` (its `pick` column). */
  interface Source {
    table: PgTable;
    pick?: string;
    /** Columns equal to parameters resolved before (`{ eventId: 'eventId' }`). */
    link?: Record<string, string>;
    /** The column holding the caller's account. */
    own?: string;
    /** A column that must be set. */
    set?: string;
    where?: SQL;
  }

  const s = schema;
  /** A `…/values` read needs a `search` question (the others have no values). */
  const searchQuestion = (path: string) =>
    path.endsWith('/values') ? eq(s.eventQuestions.type, 'search') : undefined;
  /**
   * The caller's registration a `/self/events/…` read names: a cart for the registration's
   * intent, one for an event that sells group tickets for the coupons' intent.
   */
  const registrationOf = (path: string): Source => {
    const registrations = s.eventRegistrations;
    if (path.endsWith('/registration/intent'))
      return { table: registrations, where: eq(registrations.status, 'draft') };
    if (path.endsWith('/coupons/intent'))
      return {
        table: registrations,
        where: sql`${registrations.eventId} in (select ${s.eventPassTypes.eventId} from ${s.eventPassTypes} where ${s.eventPassTypes.enableCoupons})`,
      };
    return { table: registrations };
  };
  /** The session a session registration read needs: a paid one for the intent, one that asks questions. */
  const sessionFor = (path: string): Source[] => {
    const sessions = s.eventSessions;
    if (path.endsWith('/registration/intent'))
      return [{ table: sessions, link: { eventId: 'eventId' }, where: isNotNull(sessions.price) }];
    if (path.endsWith('/registration/questions'))
      return [
        {
          table: sessions,
          link: { eventId: 'eventId' },
          where: sql`${sessions.id} in (select ${s.eventSessionSections.sessionId} from ${s.eventSessionSections})`,
        },
      ];
    return [];
  };
  /** A pass of an event where a pass was transferred (the transfer logs read). */
  const transferred = sql`${s.eventPasses.eventId} in (select ${s.eventPassTransfers.eventId} from ${s.eventPassTransfers})`;
  /** A `…/media` read lists the posts with an image. */
  const listedEvent = and(eq(s.events.status, 'ready'), sql`${s.events.eventEnd} >= now()`);
  const media = (path: string) =>
    path.endsWith('/media') ? isNotNull(s.activities.image) : undefined;
  /** The sources of a parameter, tried in order, from the path around it. */
  function sourcesFor(path: string, name: string): Source[] | string {
    const self = path.startsWith('/self/');
    switch (name) {
      case 'accountId':
        if (path.includes('/attendees/'))
          return [{ table: s.eventRegistrations, pick: 'accountId', link: { eventId: 'eventId' } }];
        if (path.includes('/members/'))
          return [{ table: s.threadMembers, pick: 'accountId', link: { threadId: 'threadId' } }];
        if (path.endsWith('/groups')) return [{ table: s.groupMemberships, pick: 'accountId' }];
        return [{ table: s.activities, pick: 'accountId' }];
      case 'activityId':
        return [{ table: s.activities, pick: 'commentedId', set: 'commentedId' }];
      case 'bookingId':
        return [
          ...(path.endsWith('/intent')
            ? [{ table: s.bookings, own: 'accountId', where: eq(s.bookings.status, 'draft') }]
            : []),
          { table: s.bookings, own: 'accountId' },
          { table: s.bookings },
        ];
      case 'placeId':
        return [{ table: s.bookingSpaces, pick: 'placeId' }];
      case 'spaceId':
        return [{ table: s.bookingSpaces, link: { placeId: 'placeId' } }];
      case 'channelId':
        if (path.includes('/chat/'))
          return [{ table: s.chatChannelMembers, pick: 'channelId', own: 'accountId' }];
        if (path.endsWith('/activities'))
          return [
            {
              table: s.contents,
              pick: 'channelId',
              where: sql`${s.contents.id} in (select ${s.activities.contentId} from ${s.activities})`,
            },
          ];
        return [
          {
            table: s.contents,
            pick: 'channelId',
            where: sql`${s.contents.id} in (select ${s.contentGuests.contentId} from ${s.contentGuests})`,
          },
          { table: s.contents, pick: 'channelId' },
        ];
      case 'contentId':
        if (path.endsWith('/activities'))
          return [{ table: s.activities, pick: 'contentId', set: 'contentId' }];
        return [
          {
            table: s.contents,
            link: { channelId: 'channelId' },
            where: sql`${s.contents.id} in (select ${s.contentGuests.contentId} from ${s.contentGuests})`,
          },
          { table: s.contents, link: { channelId: 'channelId' } },
        ];
      case 'eventId':
        if (self && (path.includes('/attendee') || path.includes('/sessions')))
          return [
            ...(path.endsWith('/transfers/logs')
              ? [
                  {
                    table: s.eventPasses,
                    pick: 'eventId',
                    own: 'attendeeAccountId',
                    where: transferred,
                  },
                ]
              : []),
            { table: s.eventPasses, pick: 'eventId', own: 'attendeeAccountId' },
          ];
        if (self) return [{ ...registrationOf(path), pick: 'eventId', own: 'accountId' }];
        if (path.includes('/activations')) return [{ table: s.eventActivations, pick: 'eventId' }];
        if (path.includes('/faqs')) return [{ table: s.eventFaqSections, pick: 'eventId' }];
        if (path.includes('/images')) return [{ table: s.eventGalleryImages, pick: 'eventId' }];
        if (path.includes('/pages')) return [{ table: s.eventPages, pick: 'eventId' }];
        if (path.includes('/questions'))
          return [{ table: s.eventQuestions, pick: 'eventId', where: searchQuestion(path) }];
        if (path.includes('/speakers')) return [{ table: s.eventSpeakers, pick: 'eventId' }];
        if (path.includes('/sessions')) return [{ table: s.eventSessions, pick: 'eventId' }];
        if (path.includes('/sponsors')) return [{ table: s.eventSponsors, pick: 'eventId' }];
        if (path.includes('/announcements'))
          return [{ table: s.eventAnnouncements, pick: 'eventId' }];
        if (path.includes('/coHosts')) return [{ table: s.eventCoHosts, pick: 'eventId' }];
        if (path.includes('/emails/')) return [{ table: s.eventEmailTemplates, pick: 'eventId' }];
        if (path.includes('/registrants') || path.includes('/attendees'))
          return [{ table: s.eventRegistrations, pick: 'eventId' }];
        if (path.includes('/passes')) return [{ table: s.eventPasses, pick: 'eventId' }];
        if (path.includes('/activities') || path.includes('/media'))
          return [{ table: s.activities, pick: 'eventId', set: 'eventId', where: media(path) }];
        if (path.startsWith('/threads'))
          return [{ table: s.threads, pick: 'eventId', set: 'eventId' }];
        return [{ table: s.eventPassTypes, pick: 'eventId' }];
      case 'activationId':
        return [{ table: s.eventActivations, link: { eventId: 'eventId' } }];
      case 'sectionId':
        return [{ table: s.eventFaqs, pick: 'sectionId' }];
      case 'questionId':
        if (path.includes('/faqs/'))
          return [{ table: s.eventFaqs, link: { sectionId: 'sectionId' } }];
        if (path.includes('/sessions/'))
          return [{ table: s.eventSessionQuestions, link: { sessionId: 'sessionId' } }];
        if (path.includes('/surveys/'))
          return [
            {
              table: s.surveyQuestions,
              link: { surveyId: 'surveyId' },
              where: path.endsWith('/values') ? eq(s.surveyQuestions.type, 'search') : undefined,
            },
          ];
        return [
          { table: s.eventQuestions, link: { eventId: 'eventId' }, where: searchQuestion(path) },
        ];
      case 'galleryImageId':
        return [{ table: s.eventGalleryImages, link: { eventId: 'eventId' } }];
      case 'pageId':
        return [{ table: s.eventPages, link: { eventId: 'eventId' } }];
      case 'sessionId':
        if (self)
          return [
            ...sessionFor(path),
            { table: s.eventSessionAccesses, pick: 'sessionId', link: { eventId: 'eventId' } },
            { table: s.eventSessions, link: { eventId: 'eventId' } },
          ];
        return [{ table: s.eventSessions, link: { eventId: 'eventId' } }];
      case 'speakerId':
        return [{ table: s.eventSpeakers, link: { eventId: 'eventId' } }];
      case 'groupId':
        if (self) return [{ table: s.groupMemberships, pick: 'groupId', own: 'accountId' }];
        if (path.includes('/requests')) return [{ table: s.groupRequests, pick: 'groupId' }];
        if (path.includes('/invitations'))
          return [{ table: s.groupInvitations, pick: 'groupId' }, { table: s.groups }];
        if (path.includes('/announcements'))
          return [{ table: s.groupAnnouncements, pick: 'groupId' }];
        // A group with an event its list shows (ready, not ended): a table read without an
        // order may find any event's group first.
        if (path.includes('/events'))
          return [{ table: s.events, pick: 'groupId', set: 'groupId', where: listedEvent }];
        if (path.startsWith('/threads'))
          return [{ table: s.threads, pick: 'groupId', set: 'groupId' }];
        if (path.includes('/activities') || path.includes('/media'))
          return [{ table: s.activities, pick: 'groupId', set: 'groupId', where: media(path) }];
        return [{ table: s.groupMemberships, pick: 'groupId' }];
      case 'requestId':
        return [{ table: s.groupRequests, link: { groupId: 'groupId' } }];
      case 'interest':
        return [{ table: s.activityInterests, pick: 'interestId' }];
      case 'invoiceId':
        return [{ table: s.invoices, own: 'accountId' }, { table: s.invoices }];
      case 'announcementId':
        if (path.startsWith('/listings'))
          return [{ table: s.eventAnnouncements, link: { eventId: 'eventId' } }];
        return [{ table: s.groupAnnouncements }, { table: s.eventAnnouncements }];
      case 'passId':
        if (path.includes('/attendees/'))
          return [
            {
              table: s.eventPasses,
              link: { eventId: 'eventId', accountId: 'attendeeAccountId' },
            },
          ];
        if (self)
          return [{ table: s.eventPasses, link: { eventId: 'eventId' }, own: 'attendeeAccountId' }];
        return [{ table: s.eventPasses, link: { eventId: 'eventId' } }];
      case 'couponId':
        return [{ table: s.eventCoupons, link: { eventId: 'eventId' }, set: 'registrationId' }];
      case 'paymentId':
        return [{ table: s.payments, own: 'accountId' }];
      case 'pushDeviceId':
        return [{ table: s.pushDevices, own: 'accountId' }];
      case 'addressId':
        return [{ table: s.addresses, own: 'accountId' }];
      case 'subscriptionId':
        return [{ table: s.subscriptions, own: 'accountId' }];
      case 'seriesId':
        return [{ table: s.events, pick: 'seriesId', set: 'seriesId' }];
      case 'levelId':
        return [{ table: s.sponsorshipLevels }];
      case 'imageId':
        return [{ table: s.images, own: 'accountId' }, { table: s.images }];
      case 'videoId':
        return [{ table: s.videos }];
      case 'surveyId':
        return [{ table: s.surveySubmissions, pick: 'surveyId', own: 'accountId' }];
      case 'submissionId':
        return [{ table: s.surveySubmissions, link: { surveyId: 'surveyId' }, own: 'accountId' }];
      case 'threadId':
        if (path.includes('/replies'))
          return [{ table: s.threadMessages, pick: 'threadId', set: 'replyToId' }];
        return [{ table: s.threadMembers, pick: 'threadId', own: 'accountId' }];
      case 'messageId':
        if (path.includes('/replies'))
          return [
            {
              table: s.threadMessages,
              pick: 'replyToId',
              link: { threadId: 'threadId' },
              set: 'replyToId',
            },
          ];
        return [{ table: s.threadMessages, link: { threadId: 'threadId' } }];
      case 'type':
        return path.includes('/emails/') ? 'confirmation' : 'terms';
      default:
        return [];
    }
  }

  /** The SDK path with real ids of the demo organization for `caller` (uuids where none). */
  async function realPath(path: string, caller: Caller): Promise<string> {
    const resolved: Record<string, string> = {};
    for (const [, name] of path.matchAll(/:(\w+)/g)) {
      const sources = sourcesFor(path, name!);
      if (typeof sources === 'string') {
        resolved[name!] = sources;
        continue;
      }
      for (const source of sources) {
        const columns = getTableColumns(source.table) as Record<string, PgColumn>;
        const conditions: SQL[] = columns.organizationId
          ? [eq(columns.organizationId, DEMO_ORGANIZATION_ID)]
          : [];
        for (const [param, column] of Object.entries(source.link ?? {})) {
          if (resolved[param] && columns[column])
            conditions.push(eq(columns[column], resolved[param]));
        }
        if (source.own) conditions.push(eq(columns[source.own]!, caller.accountId));
        if (source.set) conditions.push(isNotNull(columns[source.set]!));
        if (source.where) conditions.push(source.where);
        const [row] = await t.runtime.services.db
          .select({ value: columns[source.pick ?? 'id']! })
          .from(source.table)
          .where(and(...conditions))
          .limit(1);
        if (row?.value) {
          resolved[name!] = String(row.value);
          break;
        }
      }
      resolved[name!] ??= crypto.randomUUID();
    }
    return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(resolved[name]!));
  }

  /** A call of the public API that must succeed: its data. */
  async function call<T = { id: string }[] & { id: string }>(
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<T> {
    const response = await t.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: { organization: DEMO_ORGANIZATION_ID, authorization: caller.token },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<{ data: T }>().data;
  }

  /** The ids `realPath` picks for `path` and `caller`, by parameter name. */
  async function realIds(path: string, caller: Caller): Promise<Record<string, string>> {
    const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
    const values = (await realPath(path, caller)).split('/');
    return Object.fromEntries(
      path
        .split('/')
        .flatMap((segment, index) =>
          segment.startsWith(':') && names.includes(segment.slice(1))
            ? [[segment.slice(1), decodeURIComponent(values[index]!)]]
            : [],
        ),
    );
  }

  /** An image the caller uploads, as the SDK does (a data URI): its id. */
  async function uploadImage(caller: Caller): Promise<string> {
    const png = await sharp({
      create: { width: 32, height: 16, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    const image = await call(caller, 'POST', '/storage/images/upload', {
      type: 'activity',
      dataUri: `data:image/png;base64,${png.toString('base64')}`,
    });
    return image.id;
  }

  /** Posts with an image on an event and on a group of the member's (the media reads). */
  async function postMedia(member: Caller): Promise<void> {
    const { eventId } = await realIds('/events/:eventId/activities', member);
    const [membership] = await call<{ group: { id: string } }[]>(member, 'GET', '/self/groups');
    await call(member, 'POST', '/activities', {
      message: 'The harbour at dusk',
      eventId,
      imageId: await uploadImage(member),
    });
    await call(member, 'POST', '/activities', {
      message: 'Our new dinghy',
      groupId: membership!.group.id,
      imageId: await uploadImage(member),
    });
  }

  /** A reply to a message of a thread the member is in. */
  async function replyInThread(member: Caller): Promise<void> {
    const { threadId } = await realIds('/threads/:threadId/messages', member);
    const [message] = await call(member, 'GET', `/threads/${threadId}/messages`);
    await call(member, 'POST', `/threads/${threadId}/messages/${message!.id}/replies`, {
      body: 'Count me in',
    });
  }

  /** The member completes the activation the completions read names, with one of her passes. */
  async function completeActivation(member: Caller): Promise<void> {
    const { eventId, activationId } = await realIds(
      '/events/:eventId/activations/:activationId/completions',
      member,
    );
    const attendee = await call<{ passes: { id: string }[] }>(
      member,
      'GET',
      `/self/events/${eventId}/attendee`,
    );
    const [activation] = await t.runtime.services.db
      .select({ code: s.eventActivations.code })
      .from(s.eventActivations)
      .where(eq(s.eventActivations.id, activationId!));
    await call(
      member,
      'POST',
      `/events/${eventId}/activations/${attendee.passes[0]!.id}/${activationId}`,
      {
        code: activation?.code ?? null,
      },
    );
  }

  /** The id of the caller's first address (the intents are taxed by it). */
  async function addressOf(caller: Caller): Promise<string> {
    const [address] = await call(caller, 'GET', '/self/addresses');
    return address!.id;
  }

  /** The member registers her pass for the paid session the intent read names (a draft until paid). */
  async function draftSessionAccess(member: Caller, addressId: string): Promise<void> {
    const path = '/self/events/:eventId/sessions/:sessionId/registration/intent';
    const { eventId, sessionId } = await realIds(path, member);
    const attendee = await call<{ passes: { id: string }[] }>(
      member,
      'GET',
      `/self/events/${eventId}/attendee`,
    );
    await call(
      member,
      'POST',
      `/self/events/${eventId}/sessions/${sessionId}/registration/passes`,
      [{ passId: attendee.passes[0]!.id }],
    );
    READ_QUERIES.useGetSelfEventSessionRegistrationIntent = `?addressId=${addressId}`;
  }

  /** The group tickets the coupons' intent read prices: a pass type of the event that sells them. */
  async function couponIntentQuery(member: Caller, addressId: string): Promise<void> {
    const { eventId } = await realIds('/self/events/:eventId/registration/coupons/intent', member);
    const offer = await call<{ passTypes: { id: string; enableCoupons: boolean }[] }>(
      member,
      'GET',
      `/events/${eventId}/passTypes`,
    );
    const passType = offer.passTypes.find((candidate) => candidate.enableCoupons)!;
    READ_QUERIES.useGetSelfEventTicketCouponIntent = `?ticketId=${passType.id}&quantity=2&addressId=${addressId}`;
  }

  /** A paid add-on the pass of the add-ons' intent read does not have yet. */
  async function addOnsIntentQuery(member: Caller, addressId: string): Promise<void> {
    const path = '/self/events/:eventId/attendee/passes/:passId/addOns/intent';
    const { eventId, passId } = await realIds(path, member);
    const addOns = await call<{ id: string; price: number; owned: boolean }[]>(
      member,
      'GET',
      `/self/events/${eventId}/attendee/passes/${passId}/addOns`,
    );
    const addOn = addOns.find((candidate) => !candidate.owned && candidate.price > 0)!;
    READ_QUERIES.useGetSelfEventAttendeePassAddOnsIntent = `?addOnIds=${addOn.id}&addressId=${addressId}`;
  }

  /** The data of a call of the public API (null for some writes), or undefined when it is refused. */
  async function attempt<T>(
    caller: Caller,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<T | undefined> {
    const response = await t.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: { organization: DEMO_ORGANIZATION_ID, authorization: caller.token },
      ...(payload ? { payload } : {}),
    });
    return response.statusCode < 300 ? response.json<{ data: T }>().data : undefined;
  }

  /**
   * The member transfers her pass of another event than the one her reads name to the host
   * (the transfer logs read, of the host's registration then).
   */
  async function transferPass(member: Caller, host: Caller): Promise<void> {
    const { eventId: read } = await realIds('/self/events/:eventId/attendee', member);
    for (const event of await call(member, 'GET', '/self/events?pageSize=100')) {
      if (event.id === read) continue;
      const base = `/self/events/${event.id}/attendee`;
      const attendee = await attempt<{ passes: { id: string }[] }>(member, 'GET', base);
      const [pass] = attendee?.passes ?? [];
      if (!pass) continue;
      const transferred = await attempt(member, 'POST', `${base}/passes/${pass.id}/transfer`, {
        receiverId: host.accountId,
      });
      if (transferred !== undefined) return;
    }
  }

  /** The cart's required questions answered as a client's form would (a name, the first choice). */
  async function answerRequiredQuestions(caller: Caller, eventId: string): Promise<void> {
    interface Question {
      id: string;
      type: string;
      required: boolean;
      choices: { value: string }[];
    }
    const cart = `/self/events/${eventId}/registration`;
    const passes = await call<{ passId: string; sections: { questions: Question[] }[] }[]>(
      caller,
      'GET',
      `${cart}/questions`,
    );
    const answer = (question: Question) =>
      question.choices[0]?.value ?? (question.type === 'toggle' ? 'true' : 'Omar Haddad');
    await call(
      caller,
      'PUT',
      `${cart}/questions`,
      passes.map((pass) => ({
        id: pass.passId,
        responses: pass.sections
          .flatMap((section) => section.questions)
          .filter((question) => question.required)
          .map((question) => ({ questionId: question.id, value: answer(question) })),
      })),
    );
  }

  /**
   * A cart holding a paid pass (not sold out) of an event the caller has no registration
   * for, its required questions answered; whether one was made.
   */
  async function paidCart(caller: Caller): Promise<boolean> {
    const registered = new Set(
      (await call(caller, 'GET', '/self/events?pageSize=100')).map((event) => event.id),
    );
    for (const event of await call(caller, 'GET', '/events?pageSize=100')) {
      if (registered.has(event.id)) continue;
      const offer = await attempt<{ passTypes: { id: string; price: number }[] }>(
        caller,
        'GET',
        `/events/${event.id}/passTypes`,
      );
      for (const paid of offer?.passTypes.filter((passType) => passType.price > 0) ?? []) {
        const cart = await attempt(caller, 'POST', `/self/events/${event.id}/registration/passes`, {
          passes: [{ ticketId: paid.id }],
        });
        if (cart === undefined) continue;
        await answerRequiredQuestions(caller, event.id);
        return true;
      }
    }
    return false;
  }

  /** A draft booking of a free slot of a paid space. */
  async function draftBooking(member: Caller, addressId: string): Promise<void> {
    for (const place of await call(member, 'GET', '/bookings/places')) {
      const spaces = await call<{ id: string; price: number }[]>(
        member,
        'GET',
        `/bookings/places/${place.id}/spaces`,
      );
      const space = spaces.find((candidate) => candidate.price > 0);
      if (!space) continue;
      const slotsUrl = `/bookings/places/${place.id}/spaces/${space.id}/slots`;
      // This month's slots and the next's: late on a month's last day this month has none left.
      const days: { day: string; slots: { time: string; supply: number | null }[] }[] = [];
      for (const firstDay of [thisMonth, nextMonth])
        days.push(
          ...(await call<typeof days>(member, 'GET', `${slotsUrl}?firstDayOfMonth=${firstDay}`)),
        );
      const day = days.find((candidate) => candidate.slots.some((slot) => slot.supply !== 0));
      const slot = day?.slots.find((candidate) => candidate.supply !== 0);
      if (!day || !slot) continue;
      await call(member, 'POST', slotsUrl, { day: day.day, time: slot.time });
      break;
    }
    READ_QUERIES.useGetBookingIntent = `?addressId=${addressId}`;
  }

  /** The host subscribes to the Supporter plan, paid with the demo's test gateway. */
  async function subscribe(host: Caller): Promise<void> {
    const address = await call(host, 'POST', '/self/addresses', {
      name: 'Harbour office',
      address1: '1 Quay Street',
      city: 'Portland',
      state: 'ME',
      country: 'US',
      zip: '04101',
    });
    const products = await call<{ id: string; name: string; prices: { id: string }[] }[]>(
      host,
      'GET',
      '/organization/subscriptions',
    );
    const supporter = products.find((product) => product.name === 'Supporter')!;
    await call(host, 'POST', '/self/subscriptions', {
      productId: supporter.id,
      priceId: supporter.prices[0]!.id,
      quantity: 1,
      addressId: address.id,
      paymentMethodId: 'tok_test_visa',
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.runtime.services);
    callers = [
      await signIn('member', 'member@example.com'),
      await signIn('host', 'host@example.com'),
    ];
    // What the demo lacks and some reads list: posts on an event and on a content, a push
    // device, a co-host, a confirmation mail and an announcement of a listing.
    const [member, host] = callers as [Caller, Caller];
    const [event] = await call(member, 'GET', '/events');
    const [content] = await call(member, 'GET', '/contents');
    const [listing] = await call(host, 'GET', '/listings');
    await call(member, 'POST', '/activities', { message: 'See you there', eventId: event!.id });
    await call(member, 'POST', '/activities', { message: 'Good one', contentId: content!.id });
    await call(member, 'POST', '/self/push-devices', {
      deviceToken: 'sdk-shapes-device',
      pushService: 'firebase',
    });
    await call(host, 'POST', `/listings/${listing!.id}/coHosts`, { accountId: member.accountId });
    await call(host, 'PUT', `/listings/${listing!.id}/emails/confirmation`, {
      body: '<p>See you at the harbour.</p>',
    });
    await call(host, 'POST', `/listings/${listing!.id}/announcements`, {
      title: 'Doors at six',
      html: '<p>Doors open at six.</p>',
      email: false,
      push: false,
    });
    // What the demo has none of for some reads, made as a client makes it: an uploaded
    // image, posts with images, a reply in a thread, an activation completed, a subscription.
    await postMedia(member);
    await replyInThread(member);
    await completeActivation(member);
    await subscribe(host);
    // What the intents read: a draft session access, a cart, a draft booking, and the
    // pass type and add-on they price.
    const addressId = await addressOf(member);
    await draftSessionAccess(member, addressId);
    await couponIntentQuery(member, addressId);
    await addOnsIntentQuery(member, addressId);
    await transferPass(member, host);
    // The member is registered wherever a paid pass is left: the host's cart then.
    const carted = (await paidCart(member)) ? member : host;
    if (carted === host) expect(await paidCart(host)).toBe(true);
    READ_QUERIES.useGetSelfEventRegistrationIntent = `?addressId=${await addressOf(carted)}`;
    await draftBooking(member, addressId);
  }, 300_000);
  afterAll(() => t.close());

  /** The fields of `entity` that `value` (an item of the data) lacks. */
  const missingOf = (entity: SdkEntity, value: unknown): string[] =>
    SDK_ENTITY_FIELDS[entity].filter(
      (field) => !(value && typeof value === 'object' && Object.hasOwn(value, field)),
    );

  it('carry the fields the SDK declares for each entity', async () => {
    interface Checked {
      hook: string;
      spec: boolean;
      entity: SdkEntity;
      /** Missing fields; null when no caller found data to check. */
      missing: string[] | null;
      status: number;
    }
    const checked: Checked[] = [];
    let notOffered = 0;
    for (const route of SDK_ROUTES.filter((read) => read.method === 'GET')) {
      const shape = SDK_READ_SHAPES[route.hook];
      expect(shape, route.hook).toBeDefined();
      if (!shape?.entity) continue;
      // What Convene does not offer answers 404 (checked above), and has no shape to check.
      if (servedBy(route)?.tags.includes('sdk')) {
        notOffered += 1;
        continue;
      }
      let result: Checked = {
        hook: route.hook,
        spec: shape.spec,
        entity: shape.entity,
        missing: null,
        status: 0,
      };
      for (const caller of callers) {
        const url = `${API_PREFIX}${await realPath(route.path, caller)}${READ_QUERIES[route.hook] ?? ''}`;
        const response = await t.inject({
          method: 'GET',
          url,
          headers: {
            organization: DEMO_ORGANIZATION_ID,
            authorization: caller.token,
            accept: 'application/json, text/plain, */*',
          },
        });
        const data = response.statusCode < 300 ? response.json<{ data?: unknown }>().data : null;
        if (process.env.SDK_SHAPES_DEBUG)
          process.stdout.write(
            `${route.hook} ${caller.name} ${url} ${response.statusCode} ${response.body.slice(0, 120)}\n`,
          );
        const items = shape.list ? (Array.isArray(data) ? data : []) : data ? [data] : [];
        if (items.length === 0) {
          if (!result.status || response.statusCode < 300)
            result = { ...result, status: response.statusCode };
          continue;
        }
        const missing = [...new Set(items.flatMap((item) => missingOf(shape.entity!, item)))];
        result = { ...result, missing, status: response.statusCode };
        break;
      }
      checked.push(result);
    }
    const complete = (list: readonly unknown[]) =>
      (list as Checked[]).filter((read) => read.missing?.length === 0);
    const inSpec = checked.filter((read) => read.spec);
    const missingByEntity: Record<string, string[]> = {};
    for (const read of checked) {
      for (const field of read.missing ?? []) {
        const fields = (missingByEntity[read.entity] ??= []);
        if (!fields.includes(field)) fields.push(field);
      }
    }
    const reads = checked.length + notOffered;
    const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;
    const figures = {
      'GET calls with an SDK entity': reads,
      'not offered (404)': notOffered,
      'with demo data to check': checked.filter((read) => read.missing).length,
      'shape-complete': `${complete(checked).length} (${percent(complete(checked).length, reads)})`,
      'in the spec': inSpec.length,
      'in the spec, with demo data': inSpec.filter((read) => read.missing).length,
      'in the spec, shape-complete': `${complete(inSpec).length} (${percent(complete(inSpec).length, inSpec.length)})`,
    };
    process.stdout.write(
      `SDK shapes: ${JSON.stringify(figures)}\nSDK shapes, missing by entity: ${JSON.stringify(missingByEntity)}\n`,
    );
    const gaps = Object.fromEntries(
      checked
        .filter((read) => read.missing?.length !== 0)
        .map((read) => [
          read.hook,
          read.missing ? read.missing.join(', ') : `no data (${read.status})`,
        ]),
    );
    process.stdout.write(`SDK shape gaps: ${JSON.stringify(gaps, null, 1)}\n`);
    expect(gaps).toEqual(Object.assign({}, ...KNOWN_GAPS.map((gap) => gap.reads)));
  }, 600_000);
});
