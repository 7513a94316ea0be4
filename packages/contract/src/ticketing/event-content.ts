import { z } from 'zod';
import { ImageSchema } from '../people/account';

/** SDK BaseFaq. */
export const BaseFaqSchema = z.object({
  id: z.string(),
  slug: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type BaseFaq = z.infer<typeof BaseFaqSchema>;

/** SDK BaseFaqSection. */
export const BaseFaqSectionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
});
export type BaseFaqSection = z.infer<typeof BaseFaqSectionSchema>;

/** SDK FaqSection: a section with its questions. */
export const FaqSectionSchema = BaseFaqSectionSchema.extend({ faqs: z.array(BaseFaqSchema) });
export type FaqSection = z.infer<typeof FaqSectionSchema>;

/** SDK Faq: a question with its section. */
export const FaqSchema = BaseFaqSchema.extend({ section: BaseFaqSectionSchema.nullable() });
export type Faq = z.infer<typeof FaqSchema>;

/** SDK BaseEventPage. */
export const BaseEventPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  sortOrder: z.number().int(),
});
export type BaseEventPage = z.infer<typeof BaseEventPageSchema>;

/** SDK EventPage: `html` is sanitized when written. */
export const EventPageSchema = BaseEventPageSchema.extend({
  html: z.string(),
  subtitle: z.string(),
  images: z.array(ImageSchema),
});
export type EventPage = z.infer<typeof EventPageSchema>;

/** SDK EventGalleryImage: the event's own pictures. */
export const EventGalleryImageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageId: z.string(),
  image: ImageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventGalleryImage = z.infer<typeof EventGalleryImageSchema>;
