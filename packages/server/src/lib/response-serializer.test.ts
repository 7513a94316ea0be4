import { ActivitySchema, envelopeSchema } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileStringify, responseSerializerCompiler } from './response-serializer';

const Item = z.object({
  id: z.string(),
  count: z.number().int(),
  note: z.string().nullable(),
  card: z.object({ name: z.string() }).nullable(),
  tags: z.array(z.object({ slug: z.string() })),
  kind: z.enum(['a', 'b']),
  extra: z.record(z.string(), z.number()).optional(),
});
const Envelope = envelopeSchema(z.array(Item));

function serializer(schema: z.ZodType, verify: boolean) {
  return responseSerializerCompiler({ verify })({
    schema,
    method: 'GET',
    url: '/things',
    httpStatus: '200',
  });
}

describe('the compiled response serializer', () => {
  it('writes what JSON.stringify writes: nulls, missing and undeclared fields, dates', () => {
    const body = {
      status: 'ok',
      message: 'OK',
      cursor: null,
      data: [
        {
          id: 'one',
          count: 2,
          note: null,
          card: { name: 'Card', secret: 'kept as JSON.stringify keeps it' },
          tags: [{ slug: 'x' }],
          kind: 'a',
          extra: { views: 3 },
          undeclared: { at: new Date('2026-01-02T03:04:05.678Z') },
        },
        {
          id: 'two',
          count: 0,
          note: 'n',
          card: null,
          tags: [],
          kind: 'b',
          undefinedField: undefined,
        },
        { id: 'three', tags: [], kind: 'a' },
      ],
    };
    const text = compileStringify(Envelope)(body);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it('serializes an activity page as declared in the contract', () => {
    const activity = {
      id: '01a20682-0b1b-701e-8faf-3ddaff856e3a',
      message: 'Hello "world" \u2028 ünïcode',
      image: null,
      video: null,
      account: { id: 'a', username: 'maya', accountType: 'account', image: null },
      commentedId: null,
      commented: null,
      entities: [{ type: 'hashtag', offset: 0, length: 3, value: 'tag' }],
      contentId: null,
      eventId: null,
      groupId: null,
      group: null,
      event: null,
      content: null,
      featured: false,
      interests: [],
      likes: [{ createdAt: '2026-01-02T03:04:05.678Z' }],
      comments: [],
      reports: [],
      _count: { likes: 1, comments: 0 },
      createdAt: '2026-01-02T03:04:05.678Z',
      updatedAt: '2026-01-02T03:04:05.678Z',
    };
    const body = { status: 'ok', message: 'OK', data: [activity], cursor: 'abc' };
    const text = compileStringify(envelopeSchema(z.array(ActivitySchema)))(body);
    expect(JSON.parse(text)).toEqual(body);
  });

  it('under verification, refuses a body the compiled code would write differently', () => {
    const body = { status: 'ok', data: [{ id: 'x', count: '7', tags: [], kind: 'a' }] };
    expect(() => serializer(Envelope, true)(body)).toThrow(/compiled serializer wrote/);
    expect(JSON.parse(serializer(Envelope, false)(body)).data[0].count).toBe(7);
  });

  it('leaves bodies without a zod schema to JSON.stringify', () => {
    const plain = serializer({ type: 'object' } as unknown as z.ZodType, true);
    expect(plain({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
  });
});
