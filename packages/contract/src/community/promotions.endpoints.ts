import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ListQuerySchema } from '../core/pagination';
import { AdvertisementSchema, BenefitSchema } from './promotions';

export const promotionEndpoints = {
  advertisement: defineEndpoint({
    method: 'GET',
    path: '/advertisement',
    auth: 'public',
    module: 'advertisements',
    tags: ['advertisements'],
    summary: 'One of the organization’s live advertisements, picked by weight (null when none)',
    data: AdvertisementSchema.nullable(),
  }),
  benefits: defineEndpoint({
    method: 'GET',
    path: '/benefits',
    auth: 'account',
    module: 'benefits',
    tags: ['benefits'],
    summary: 'The organization’s live member benefits, highest priority first',
    query: ListQuerySchema,
    data: z.array(BenefitSchema),
  }),
};
