// axe-core on every screen of the app — every route the areas declare, signed out and signed
// in, plus the open dialogs and menus — in light and dark, at 390 and 1280 px: no serious or
// critical finding. One browser, one sign-in; each screen loads once and is audited four ways.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { auditEveryWay, settled } from '../lib/a11y.mjs';
import { demoApi, demoToken, DEMO_PASSWORD, privateGroupWithPost } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { hydrated, launch, newPage } from '../lib/browser.mjs';

const ROUTES_DIR = new URL('../../packages/web/src/routes/', import.meta.url);

/** Every route path the areas declare (routes/<area>/area.tsx). */
function declaredRoutes() {
  return readdirSync(ROUTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      let source = '';
      try {
        source = readFileSync(new URL(`${entry.name}/area.tsx`, ROUTES_DIR), 'utf8');
      } catch {
        return [];
      }
      return [...source.matchAll(/(?:path: |page\()\s*'([^']+)'/g)].map((match) => match[1]);
    });
}

let browser;
let anonymous;
let member;
const findings = [];
const visited = new Set();
let data;

before(async () => {
  browser = await launch();
  // The demo member: she moderates the audit's group and holds invoices.
  const token = await demoToken('member@example.com');
  const groups = await demoApi(token, 'GET', '/groups?pageSize=50');
  const activities = await demoApi(token, 'GET', '/activities?pageSize=10');
  const interests = await demoApi(token, 'GET', '/interests?pageSize=10');
  const { group: moderated, post: privatePost } = await privateGroupWithPost(
    'E2E Audit',
    'member@example.com',
  );
  // Areas still filling in may have no data yet: their routes then show up as not audited.
  const first = (path) =>
    demoApi(token, 'GET', path).then(
      (items) => items?.[0],
      () => undefined,
    );
  const events = await demoApi(token, 'GET', '/events?pageSize=20').catch(() => []);
  let eventPage;
  for (const summary of events) {
    // A tier-locked event answers 457 to her: not one to audit its pages with.
    const event = await demoApi(token, 'GET', `/events/${summary.id}`).catch(() => undefined);
    if (event?.pages?.length) {
      eventPage = { event, page: event.pages[0] };
      break;
    }
  }
  // A pass the member holds (My tickets), if the demo data gives her one.
  let ticket;
  for (const summary of await demoApi(token, 'GET', '/self/events?pageSize=20').catch(() => [])) {
    const registration = await demoApi(token, 'GET', `/self/events/${summary.id}/attendee`).catch(
      () => undefined,
    );
    const pass = registration?.passes?.find((candidate) => candidate.status !== 'canceled');
    if (pass) {
      ticket = { eventId: summary.id, passId: pass.id };
      break;
    }
  }
  // An event whose sessions take registration for her passes (the maker fair's agenda).
  let agendaEventId;
  for (const summary of await demoApi(token, 'GET', '/self/events?pageSize=20').catch(() => [])) {
    const sessions = await demoApi(
      token,
      'GET',
      `/self/events/${summary.id}/attendee/available/sessions`,
    ).catch(() => []);
    if (sessions.length > 0) {
      agendaEventId = summary.id;
      break;
    }
  }
  data = {
    ticket,
    agendaEventId,
    // An event the member hosts (the host pages).
    listing: await first('/listings?pageSize=1'),
    event: events[0],
    eventPage,
    invoice: await first('/invoices?pageSize=1'),
    // A place with its spaces and the member's booking ahead (the bookings area).
    bookingPlace: await first('/bookings/places?pageSize=1'),
    booking: await first('/bookings?past=false&pageSize=1'),
    publicGroup: groups.find((group) => group.access === 'public'),
    moderated,
    privatePost,
    post: activities.find((activity) => !activity.groupId) ?? activities[0],
    interest: interests[0],
    // A published content and its channel (the channels area).
    content: await first('/contents?pageSize=1'),
  };
  anonymous = await newPage(browser, { colorScheme: 'light' });
  member = await newPage(browser, { colorScheme: 'light' });
  await signIn(member, { email: 'member@example.com', password: DEMO_PASSWORD });
});

after(async () => {
  await browser?.close();
});

/** Loads `path` once and audits it four ways; `route` is the area's path it stands for. */
async function audit(page, route, path, prepare) {
  visited.add(route);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await hydrated(page);
  await settled(page);
  if (prepare) await prepare(page);
  findings.push(...(await auditEveryWay(page, path)));
}

test('the audit can fail: a nameless button is found in every theme and width', async () => {
  await anonymous.goto('/auth/sign-in');
  await hydrated(anonymous);
  await anonymous.evaluate(() =>
    document.querySelector('main')?.append(document.createElement('button')),
  );
  const found = await auditEveryWay(anonymous, 'self-test');
  assert.equal(
    found.filter((finding) => finding.includes('button-name')).length,
    4,
    found.join('\n'),
  );
});

test('signed out: every public screen', async () => {
  const { publicGroup, post, interest, privatePost } = data;
  await audit(anonymous, 'auth/sign-in', '/auth/sign-in');
  await audit(anonymous, 'auth/sign-up', '/auth/sign-up');
  await audit(anonymous, 'auth/sign-up', '/auth/sign-up#errors', (page) =>
    page.getByRole('button', { name: 'Create account' }).click(),
  );
  await audit(anonymous, 'auth/confirm', '/auth/confirm?email=someone%40example.com');
  await audit(anonymous, 'auth/forgot-password', '/auth/forgot-password');
  await audit(anonymous, 'auth/reset-password', '/auth/reset-password?email=someone%40example.com');
  await audit(anonymous, 'activities', '/activities');
  await audit(anonymous, 'activities/:activityId', `/activities/${post.id}`);
  await audit(anonymous, 'activities/:activityId', `/activities/${privatePost.id}`);
  await audit(anonymous, 'accounts', '/accounts');
  await audit(anonymous, 'accounts/:username', '/accounts/maya-lindqvist');
  await audit(anonymous, 'groups', '/groups');
  await audit(anonymous, 'groups/:slug', `/groups/${publicGroup.slug}`);
  await audit(anonymous, 'interests/:interest', `/interests/${interest.slug}`);
  if (data.event) {
    await audit(anonymous, 'events', '/events');
    await audit(anonymous, 'events/:eventId', `/events/${data.event.slug ?? data.event.id}`);
  }
  if (data.content) {
    const channel = `/channels/${data.content.channel.slug}`;
    await audit(anonymous, 'contents', '/contents');
    await audit(anonymous, 'channels', '/channels');
    await audit(anonymous, 'channels/:slug', channel);
    await audit(
      anonymous,
      'channels/:slug/contents/:contentId',
      `${channel}/contents/${data.content.slug}`,
    );
  }
  await audit(anonymous, '*', '/no/such/page');
  await audit(anonymous, 'language dialog', '/fr/groups', async (page) => {
    await page.getByTestId('language-button').click();
    await page.getByRole('dialog').waitFor();
  });
});

test('signed in: every member and moderator screen', async () => {
  const { moderated, post, interest } = data;
  await audit(member, 'activities', '/activities');
  await audit(member, 'activities/:activityId', `/activities/${post.id}`);
  await audit(member, 'accounts', '/accounts');
  await audit(member, 'accounts/:username', '/accounts/omar-haddad');
  await audit(member, 'accounts/:username', '/accounts/maya-lindqvist');
  await audit(member, 'groups', '/groups');
  await audit(member, 'groups', '/groups?tab=mine');
  await audit(member, 'groups/new', '/groups/new');
  for (const tab of [
    '',
    'activities',
    'members',
    'media',
    'announcements',
    'requests',
    'invitations',
    'blocked',
    'discussion',
  ])
    await audit(member, 'groups/:slug', `/groups/${moderated.slug}${tab ? `?tab=${tab}` : ''}`);
  await audit(member, 'groups/:slug/edit', `/groups/${moderated.slug}/edit`);
  await audit(member, 'interests', '/interests');
  await audit(member, 'interests/:interest', `/interests/${interest.slug}`);
  if (data.event) {
    const event = data.event.slug ?? data.event.id;
    await audit(member, 'events', '/events');
    await audit(member, 'events/:eventId', `/events/${event}`);
    await audit(member, 'events/:eventId/register', `/events/${event}/register`);
    await audit(member, 'events/:eventId/confirmation', `/events/${event}/confirmation`);
  }
  if (data.eventPage) {
    const { event, page } = data.eventPage;
    await audit(
      member,
      'events/:eventId/pages/:pageId',
      `/events/${event.slug ?? event.id}/pages/${page.slug ?? page.id}`,
    );
  }
  await audit(member, 'invoices', '/invoices');
  await audit(member, 'tickets', '/tickets');
  await audit(member, 'memberships', '/memberships');
  await audit(member, 'memberships/mine', '/memberships/mine');
  if (data.ticket) {
    const path = `/tickets/${data.ticket.eventId}/passes/${data.ticket.passId}`;
    await audit(member, 'tickets/:eventId/passes/:passId', path);
    await audit(member, 'tickets/:eventId/passes/:passId', `${path}#transfer`, async (page) => {
      await page.getByRole('button', { name: 'Transfer' }).click();
      await page.getByRole('dialog').waitFor();
    });
  }
  if (data.agendaEventId) {
    const tickets = `/tickets/${data.agendaEventId}`;
    await audit(member, 'tickets/:eventId/sessions', `${tickets}/sessions`);
    await audit(member, 'tickets/:eventId/sessions', `${tickets}/sessions?tab=mine`);
    await audit(member, 'tickets/:eventId/activations', `${tickets}/activations`);
    await audit(member, 'tickets/:eventId/group-tickets', `${tickets}/group-tickets`);
  }
  // Hosting: my listings, the create wizard, the dashboard, a listing's overview with the pass type dialog.
  await audit(member, 'host', '/host');
  await audit(member, 'host', '/host?tab=past');
  await audit(member, 'host/new', '/host/new');
  await audit(member, 'host/dashboard', '/host/dashboard');
  if (data.listing) {
    const overview = `/host/events/${data.listing.id}`;
    await audit(member, 'host/events/:eventId', overview);
    await audit(member, 'host/events/:eventId', `${overview}#pass-type`, async (page) => {
      await page.getByTestId('add-passTypes').click();
      await page.getByRole('dialog').waitFor();
    });
  }
  if (data.invoice) await audit(member, 'invoices/:invoiceId', `/invoices/${data.invoice.id}`);
  if (data.bookingPlace) {
    const place = `/bookings/places/${data.bookingPlace.id}`;
    const [space] = await demoApi(await demoToken('member@example.com'), 'GET', `${place}/spaces`);
    await audit(member, 'bookings/places', '/bookings/places');
    await audit(member, 'bookings/places/:placeId', place);
    if (space) {
      await audit(
        member,
        'bookings/places/:placeId/spaces/:spaceId',
        `${place}/spaces/${space.id}`,
      );
    }
    await audit(member, 'bookings', '/bookings');
    await audit(member, 'bookings', '/bookings?tab=past');
  }
  if (data.booking) await audit(member, 'bookings/:bookingId', `/bookings/${data.booking.id}`);
  if (data.listing) {
    const host = `/host/events/${data.listing.id}`;
    await audit(member, 'host/events/:eventId/program', `${host}/program`);
    await audit(member, 'host/events/:eventId/questions', `${host}/questions`);
    await audit(member, 'host/events/:eventId/questions', `${host}/questions#new`, async (page) => {
      await page.getByRole('button', { name: 'Add a question' }).click();
      await page.getByRole('dialog').waitFor();
    });
  }
  if (data.listing) {
    // The host door (attendees, check-in, report, announcements, emails) of the same event.
    const door = `/host/events/${data.listing.id}`;
    const token = await demoToken('member@example.com');
    const [attendee] = await demoApi(
      token,
      'GET',
      `/listings/${data.listing.id}/attendees?pageSize=1`,
    );
    await audit(member, 'host/events/:eventId/attendees', `${door}/attendees`);
    if (attendee)
      await audit(
        member,
        'host/events/:eventId/attendees/:accountId',
        `${door}/attendees/${attendee.accountId}`,
      );
    await audit(member, 'host/events/:eventId/checkin', `${door}/checkin`);
    await audit(member, 'host/events/:eventId/checkin', `${door}/checkin#result`, async (page) => {
      await page.getByLabel('Pass code').fill('not-a-pass');
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await page.getByTestId('checkin-result').waitFor();
    });
    await audit(member, 'host/events/:eventId/report', `${door}/report`);
    await audit(member, 'host/events/:eventId/announcements', `${door}/announcements`);
    await audit(member, 'host/events/:eventId/emails', `${door}/emails`);
  }
  if (data.content) {
    const channel = `/channels/${data.content.channel.slug}`;
    await audit(member, 'contents', '/contents');
    await audit(member, 'contents', '/contents?tab=subscribed');
    await audit(member, 'channels', '/channels?tab=subscribed');
    await audit(member, 'channels/:slug', channel);
    await audit(
      member,
      'channels/:slug/contents/:contentId',
      `${channel}/contents/${data.content.slug}`,
    );
  }
  await audit(member, 'notifications', '/notifications');
  // Messages: the list, the member picker, a 1:1 with the host and its menu.
  const chatToken = await demoToken('member@example.com');
  const hostSelf = await demoApi(await demoToken('host@example.com'), 'GET', '/self');
  const conversation = await demoApi(chatToken, 'POST', '/self/chat/channels', {
    accountIds: [hostSelf.id],
  }).catch(() => undefined);
  await audit(member, 'messages', '/messages');
  await audit(member, 'messages', '/messages#new', async (page) => {
    await page.getByTestId('new-conversation').click();
    await page.getByRole('dialog').waitFor();
  });
  if (conversation) {
    await audit(member, 'messages/:channelId', `/messages/${conversation.channelId}`);
    await audit(
      member,
      'messages/:channelId',
      `/messages/${conversation.channelId}#menu`,
      async (page) => {
        await page.getByTestId('conversation-menu').click();
        await page.getByRole('menu').waitFor();
      },
    );
  }
  await audit(member, 'settings/profile', '/settings/profile');
  await audit(member, 'settings/notifications', '/settings/notifications');
  await audit(member, 'settings/blocked', '/settings/blocked');
  await audit(member, 'settings/password', '/settings/password');
  await audit(member, 'auth/accounts', '/auth/accounts');
  await audit(member, 'account menu', '/activities', async (page) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').waitFor();
  });
  assert.deepEqual(member.errors, []);
});

test('the creator studio of an organization admin', async () => {
  // The demo's host administers the organization: he manages every channel.
  const token = await demoToken('host@example.com');
  const [channel] = await demoApi(token, 'GET', '/channels/managed?pageSize=1').catch(() => []);
  if (!channel) return;
  const [content] = await demoApi(
    token,
    'GET',
    `/channels/${channel.id}/contents/managed?pageSize=1`,
  ).catch(() => []);
  const host = await newPage(browser, { colorScheme: 'light' });
  await signIn(host, { email: 'host@example.com', password: DEMO_PASSWORD });
  const studio = `/studio/channels/${channel.id}`;
  await audit(host, 'studio/channels', '/studio/channels');
  await audit(host, 'studio/channels/:channelId', studio);
  await audit(host, 'studio/channels/:channelId/contents/new', `${studio}/contents/new`);
  if (content) {
    await audit(
      host,
      'studio/channels/:channelId/contents/:contentId',
      `${studio}/contents/${content.id}`,
    );
    await audit(
      host,
      'studio/channels/:channelId/contents/:contentId',
      `${studio}/contents/${content.id}#delete`,
      async (page) => {
        await page.getByRole('button', { name: 'Delete content' }).click();
        await page.getByRole('alertdialog').waitFor();
      },
    );
  }
  assert.deepEqual(host.errors, []);
  await host.close();
});

test('surveys, the support desk and the administration: the player, the help centre, my tickets and the admin screens', async () => {
  // The demo's feedback survey and support tickets.
  const survey = await demoApi(null, 'GET', '/surveys/spring-fair-feedback').catch(() => undefined);
  if (survey) {
    await audit(anonymous, 'surveys/:surveyId', `/surveys/${survey.slug}`);
    await audit(member, 'surveys/:surveyId', `/surveys/${survey.slug}#player`, async (page) => {
      const start = page.getByRole('button', { name: 'Start the survey' });
      // Wait for the player to load: either its start button or its first section.
      await start
        .or(page.getByText(/Section 1 of/))
        .first()
        .waitFor();
      if (await start.isVisible()) await start.click();
      await page.getByText(/Section 1 of/).waitFor();
    });
  }
  await audit(anonymous, 'search', '/search');
  await audit(member, 'search', '/search?q=harbour', (page) =>
    page.getByRole('list', { name: 'Search results' }).waitFor(),
  );
  await audit(anonymous, 'support', '/support');
  await audit(member, 'support', '/support');
  await audit(member, 'support/tickets', '/support/tickets');
  const token = await demoToken('member@example.com');
  const [ticket] = await demoApi(token, 'GET', '/self/supportTickets?pageSize=1').catch(() => []);
  if (ticket) await audit(member, 'support/tickets/:ticketId', `/support/tickets/${ticket.id}`);

  const hostToken = await demoToken('host@example.com');
  const host = await newPage(browser, { colorScheme: 'light' });
  await signIn(host, { email: 'host@example.com', password: DEMO_PASSWORD });
  // The administration hub: the host administers the organization; the member is told it is not hers.
  await audit(host, 'admin', '/admin');
  await audit(member, 'admin', '/admin');
  await audit(host, 'admin/memberships', '/admin/memberships');
  await audit(host, 'admin/surveys', '/admin/surveys');
  if (survey) await audit(host, 'admin/surveys/:surveyId', `/admin/surveys/${survey.id}`);
  await audit(host, 'admin/surveys/new', '/admin/surveys/new');
  if (survey)
    await audit(host, 'admin/surveys/:surveyId/edit', `/admin/surveys/${survey.id}/edit`, (page) =>
      page.getByLabel('Name of the survey').waitFor(),
    );
  await audit(host, 'admin/support', '/admin/support');
  await audit(host, 'admin/support', '/admin/support?status=new');
  const [queued] = await demoApi(hostToken, 'GET', '/supportTickets?pageSize=1').catch(() => []);
  if (queued) await audit(host, 'admin/support/:ticketId', `/admin/support/${queued.id}`);
  // The bookings staff screens (decision 0043): places, a place, the space editor (an
  // existing space and a new one) and a space's bookings by day.
  await audit(host, 'admin/bookings', '/admin/bookings');
  const [staffPlace] = await demoApi(hostToken, 'GET', '/bookings/places?pageSize=1').catch(
    () => [],
  );
  if (staffPlace) {
    const place = `/admin/bookings/places/${staffPlace.id}`;
    await audit(host, 'admin/bookings/places/:placeId', place);
    const [staffSpace] = await demoApi(
      hostToken,
      'GET',
      `/bookings/places/${staffPlace.id}/spaces?pageSize=1`,
    ).catch(() => []);
    await audit(host, 'admin/bookings/places/:placeId/spaces/:spaceId', `${place}/spaces/new`);
    if (staffSpace) {
      const space = `${place}/spaces/${staffSpace.id}`;
      await audit(host, 'admin/bookings/places/:placeId/spaces/:spaceId', space);
      await audit(
        host,
        'admin/bookings/places/:placeId/spaces/:spaceId/bookings',
        `${space}/bookings`,
      );
    }
  }
  // Webhooks (decision 0068): the endpoints, and one endpoint with its deliveries.
  await audit(host, 'admin/webhooks', '/admin/webhooks');
  await audit(member, 'admin/webhooks', '/admin/webhooks');
  const endpoint = await demoApi(hostToken, 'POST', '/organization/webhooks', {
    url: 'https://crm.example.com/a11y',
    eventTypes: ['supportTicket.created', 'pass.checkedIn'],
  });
  await audit(host, 'admin/webhooks/:endpointId', `/admin/webhooks/${endpoint.id}`);
  await demoApi(hostToken, 'DELETE', `/organization/webhooks/${endpoint.id}`);
  // API keys (decision 0073): the administrators' list and form, and a member told it is theirs.
  await audit(host, 'admin/api-keys', '/admin/api-keys');
  await audit(member, 'admin/api-keys', '/admin/api-keys');
  assert.deepEqual(host.errors, []);
  await host.close();
});

test('every declared route was audited, with no serious or critical finding', () => {
  const missing = declaredRoutes().filter((route) => !visited.has(route));
  assert.deepEqual(missing, [], 'routes without an audit: add them to a11y.spec.mjs');
  assert.equal(findings.length, 0, `accessibility findings:\n${findings.join('\n')}`);
});
