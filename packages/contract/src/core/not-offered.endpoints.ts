import { z } from 'zod';
import { defineEndpoint, type HttpMethod } from './endpoint';
import type { Module } from '../organization/organization';

/**
 * A call of the public client SDK for something Convene does not keep (channel collections
 * and interests, integrations, leads, delegates, team accounts …): declared so that it
 * answers a clean 404 "Not found" instead of falling into a parameter route of the same
 * shape (decision 0057). Anyone may call it; the module gate still answers 456 first.
 */
function notOffered<const M extends HttpMethod, const P extends `/${string}`>(
  method: M,
  path: P,
  module: Module | undefined,
  what: string,
) {
  return defineEndpoint({
    method,
    path,
    auth: 'public',
    ...(module ? { module } : {}),
    tags: ['sdk'],
    summary: `Not offered: ${what} (404)`,
    data: z.null(),
  });
}

const managedChannel = '/channels/managed/:channelId';
const managedContent = `${managedChannel}/contents/:contentId`;
const collection = '/channels/:channelId/collections/:collectionId';
const managedCollection = `${managedChannel}/collections/:collectionId`;

export const notOfferedEndpoints = {
  channelInterests: notOffered(
    'GET',
    '/channels/:channelId/interests',
    'channels',
    'channel interests',
  ),
  contentInterests: notOffered(
    'GET',
    '/channels/:channelId/contents/:contentId/interests',
    'channels',
    'content interests',
  ),
  contentsInterests: notOffered('GET', '/contents/interests', 'channels', 'content interests'),
  managedChannelInterests: notOffered(
    'GET',
    `${managedChannel}/interests`,
    'channels',
    'channel interests',
  ),
  addChannelInterest: notOffered(
    'POST',
    `${managedChannel}/interests`,
    'channels',
    'channel interests',
  ),
  removeChannelInterest: notOffered(
    'POST',
    `${managedChannel}/interests/:interestId`,
    'channels',
    'channel interests',
  ),
  managedContentInterests: notOffered(
    'GET',
    `${managedContent}/interests`,
    'channels',
    'content interests',
  ),
  addContentInterest: notOffered(
    'POST',
    `${managedContent}/interests`,
    'channels',
    'content interests',
  ),
  removeContentInterest: notOffered(
    'POST',
    `${managedContent}/interests/:interestId`,
    'channels',
    'content interests',
  ),
  collections: notOffered('GET', '/channels/:channelId/collections', 'channels', 'collections'),
  collection: notOffered('GET', collection, 'channels', 'collections'),
  collectionContents: notOffered('GET', `${collection}/contents`, 'channels', 'collections'),
  managedCollections: notOffered('GET', `${managedChannel}/collections`, 'channels', 'collections'),
  createCollection: notOffered('POST', `${managedChannel}/collections`, 'channels', 'collections'),
  managedCollection: notOffered('GET', managedCollection, 'channels', 'collections'),
  changeCollection: notOffered('POST', managedCollection, 'channels', 'collections'),
  managedCollectionContents: notOffered(
    'GET',
    `${managedCollection}/contents`,
    'channels',
    'collections',
  ),
  addCollectionContent: notOffered(
    'POST',
    `${managedCollection}/contents/:contentId`,
    'channels',
    'collections',
  ),
  removeCollectionContent: notOffered(
    'DELETE',
    `${managedCollection}/contents/:contentId`,
    'channels',
    'collections',
  ),
  integrations: notOffered('GET', '/integrations', undefined, 'integrations'),
  integration: notOffered('GET', '/integrations/:integrationId', undefined, 'integrations'),
  integrationAuth: notOffered(
    'GET',
    '/integrations/:integrationId/auth',
    undefined,
    'integrations',
  ),
  blockIntegration: notOffered(
    'POST',
    '/integrations/:integrationId/block',
    undefined,
    'integrations',
  ),
  disableIntegration: notOffered(
    'POST',
    '/integrations/:integrationId/disable',
    undefined,
    'integrations',
  ),
  enableIntegration: notOffered(
    'POST',
    '/integrations/:integrationId/enable',
    undefined,
    'integrations',
  ),
  leads: notOffered('GET', '/self/leads', undefined, 'leads'),
  leadCounts: notOffered('GET', '/self/leads/counts', undefined, 'leads'),
  lead: notOffered('GET', '/self/leads/:leadId', undefined, 'leads'),
  createLead: notOffered('POST', '/self/leads/:leadId', undefined, 'leads'),
  updateLead: notOffered('PUT', '/self/leads/:leadId', undefined, 'leads'),
  deleteLead: notOffered('DELETE', '/self/leads/:leadId', undefined, 'leads'),
  delegates: notOffered('GET', '/self/delegates', undefined, 'delegates'),
  delegateOf: notOffered('GET', '/self/delegateof', undefined, 'delegates'),
  addDelegate: notOffered('POST', '/self/delegates', undefined, 'delegates'),
  removeDelegate: notOffered('DELETE', '/self/delegates/:accountId', undefined, 'delegates'),
  createTeamAccount: notOffered('POST', '/self/team', undefined, 'team accounts'),
  accountByShareCode: notOffered(
    'GET',
    '/accounts/shareCode/:shareCode',
    'accounts',
    'share codes',
  ),
  groupSponsors: notOffered('GET', '/groups/:groupId/sponsors', 'groups', 'group sponsors'),
  groupActivities: notOffered('GET', '/self/groups/activities', 'activities', 'a feed of groups'),
  sponsorshipLevels: notOffered(
    'GET',
    '/events/:eventId/sponsorships',
    'events',
    'sponsorship levels',
  ),
  sponsorship: notOffered(
    'GET',
    '/events/:eventId/sponsorships/:sponsorshipId',
    'events',
    'sponsorship levels',
  ),
  sessionQuestionValues: notOffered(
    'GET',
    '/events/:eventId/sessions/:sessionId/questions/:questionId/values',
    'events',
    'searchable session answers',
  ),
  completeActivationWithoutPass: notOffered(
    'POST',
    '/events/:eventId/activations/:activationId',
    'events',
    'completing an activation without a pass (use …/activations/{passId}/{activationId})',
  ),
  addAgendaSession: notOffered(
    'POST',
    '/self/events/:eventId/sessions/:sessionId',
    'events',
    'an agenda apart from session registration',
  ),
  removeAgendaSession: notOffered(
    'DELETE',
    '/self/events/:eventId/sessions/:sessionId',
    'events',
    'an agenda apart from session registration',
  ),
  threadEvents: notOffered('GET', '/threads/:threadId/events', 'threads', 'events of a thread'),
  organizationExplore: notOffered('GET', '/organization/explore', undefined, 'explore'),
};
