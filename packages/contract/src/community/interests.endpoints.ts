import { z } from 'zod';
import { SelfSchema } from '../people/account';
import { ActivitySchema } from './activities';
import { defineEndpoint } from '../core/endpoint';
import {
  CreateInterestBodySchema,
  InterestKeyParamSchema,
  InterestSchema,
  SelfInterestsBodySchema,
} from './interests';
import { KeysetListQuerySchema, ListQuerySchema } from '../core/pagination';

const tags = ['interests'];

export const interestEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/interests',
    auth: 'public',
    module: 'interests',
    tags,
    summary: 'Interests of the organization, featured first',
    query: ListQuerySchema,
    data: z.array(InterestSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/interests',
    auth: 'account',
    module: 'interests',
    tags,
    summary: 'Add an interest (any active member); names are unique',
    body: CreateInterestBodySchema,
    data: InterestSchema,
    status: 201,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/interests/:interest',
    auth: 'public',
    module: 'interests',
    tags,
    summary: 'An interest by id, slug or name',
    params: InterestKeyParamSchema,
    data: InterestSchema,
  }),
  activities: defineEndpoint({
    method: 'GET',
    path: '/interests/:interest/activities',
    auth: 'public',
    module: 'interests',
    tags,
    summary: 'Activities tagged with the interest, newest first',
    params: InterestKeyParamSchema,
    query: KeysetListQuerySchema,
    data: z.array(ActivitySchema),
  }),
  selfList: defineEndpoint({
    method: 'GET',
    path: '/self/interests',
    auth: 'account',
    tags: ['self'],
    summary: "The acting account's interests",
    query: ListQuerySchema,
    data: z.array(InterestSchema),
  }),
  selfSet: defineEndpoint({
    method: 'POST',
    path: '/self/interests',
    auth: 'account',
    module: 'interests',
    tags: ['self'],
    summary: "Replace the acting account's interests (at least 5); answers the account (SDK)",
    body: SelfInterestsBodySchema,
    data: SelfSchema,
  }),
};
