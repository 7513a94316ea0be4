import type {
  EventStatus,
  EventType,
  EventVisibility,
  PassTypeAccessLevel,
  RegistrationQuestionType,
} from '@convene/contract';

/*
 * The demo's events, as data (seed/events.ts writes them). Times are relative to the
 * seeding day; money is integer cents. `who` names an account by username, or by its
 * position among the community accounts (as in seed/groups.ts).
 */

export type Who = string | number;

export interface DemoPassType {
  slug: string;
  name: string;
  price: number;
  supply?: number;
  accessLevel?: PassTypeAccessLevel;
  visibility?: 'public' | 'private';
  maxQuantityPerSale?: number;
  enableCoupons?: boolean;
  /** Price schedules relative to now (days): early bird before, late after. */
  schedules?: { name: string; price: number; fromDays: number; toDays: number }[];
}

export interface DemoQuestion {
  type: RegistrationQuestionType;
  name: string;
  label?: string;
  placeholder?: string;
  required?: boolean;
  min?: string;
  max?: string;
  validation?: string;
  validationMessage?: string;
  price?: number;
  supply?: number;
  choices?: { value: string; supply?: number; subQuestion?: DemoQuestion }[];
  searchValues?: string[];
}

export interface DemoCoupon {
  code: string;
  description: string;
  discountAmount?: number;
  discountPercent?: number;
  useLimit?: number;
  quantityMin?: number;
  emailDomains?: string;
  passType?: string;
  endsInDays?: number;
}

export interface DemoEvent {
  slug: string;
  name: string;
  shortDescription: string;
  longDescription?: string;
  eventType: EventType;
  status?: EventStatus;
  visibility?: EventVisibility;
  featured?: boolean;
  startsInDays: number;
  startHour?: number;
  hours: number;
  timezone?: string;
  venue?: string;
  address?: { address1: string; city: string; state: string; zip: string; country: string };
  meetingUrl?: string;
  group?: string;
  groupOnly?: boolean;
  series?: string;
  creator: string;
  publicRegistrants?: boolean;
  registrationLimit?: number;
  /** Registration is offered; a free admission pass when no pass types are given. */
  registration?: boolean;
  passTypes?: DemoPassType[];
  attendees?: { who: Who; passType?: string }[];
  sponsors?: Who[];
  /** The full catalogue of what can be sold and asked (the maker fair). */
  shop?: boolean;
  agenda?: boolean;
  faqs?: { section: string; questions: [string, string][] }[];
  pages?: { title: string; html: string }[];
}

export const DEMO_SERIES = [
  {
    slug: 'harbour-talks',
    name: 'Harbour Talks',
    description: 'Evening talks about boats, the sea and the people who work on it.',
  },
  {
    slug: 'studio-evenings',
    name: 'Studio Evenings',
    description: 'Hands-on evenings in the ceramics room.',
  },
];

const HARBOUR = {
  address1: 'Pier 3, Old Harbour',
  city: 'Gothenburg',
  state: 'Västra Götaland',
  zip: '414 51',
  country: 'Sweden',
};

export const MAKER_FAIR_SLUG = 'spring-maker-fair-2027';

export const DEMO_EVENTS: DemoEvent[] = [
  {
    slug: MAKER_FAIR_SLUG,
    name: 'Spring Maker Fair',
    shortDescription: 'Two days of workshops, stalls and talks on the old pier.',
    longDescription:
      'Soldering, glazing, knots and boat repair: the fair brings every club of the harbour together. Buy a pass, add workshops and a dinner, and stay at the harbour hotel.',
    eventType: 'hybrid',
    featured: true,
    startsInDays: 45,
    hours: 32,
    venue: 'The Old Pier',
    address: HARBOUR,
    meetingUrl: 'https://meet.example.com/maker-fair',
    creator: 'omar-haddad',
    group: 'spring-maker-fair-volunteers',
    registration: true,
    publicRegistrants: true,
    passTypes: [
      {
        slug: 'general',
        name: 'General admission',
        price: 2500,
        supply: 300,
        enableCoupons: true,
        schedules: [
          { name: 'Early bird', price: 1900, fromDays: -7, toDays: 14 },
          { name: 'Late', price: 3500, fromDays: 38, toDays: 45 },
        ],
      },
      { slug: 'vip', name: 'Exhibitor', price: 9900, supply: 20, accessLevel: 'vip' },
      { slug: 'online', name: 'Online', price: 900, accessLevel: 'virtual' },
      { slug: 'volunteer', name: 'Volunteer', price: 0, visibility: 'private', supply: 30 },
    ],
    attendees: [
      { who: 'maya-lindqvist', passType: 'general' },
      { who: 0, passType: 'vip' },
      { who: 1, passType: 'general' },
      { who: 2, passType: 'online' },
      { who: 6, passType: 'volunteer' },
    ],
    sponsors: [3, 5],
    shop: true,
    agenda: true,
    faqs: [
      {
        section: 'Getting there',
        questions: [
          [
            'Is there parking?',
            'Yes, add a parking pass to your registration: spaces are limited.',
          ],
          ['Which tram stops nearby?', 'Lines 5 and 10 stop at Stenpiren, two minutes away.'],
        ],
      },
      {
        section: 'Passes',
        questions: [
          ['Can I transfer my pass?', 'Yes, until the day before the fair, from your passes.'],
          ['Is there a refund?', 'Full refund until 30 days before, half until 7 days before.'],
        ],
      },
    ],
    pages: [
      {
        title: 'Code of conduct',
        html: '<p>The fair is for everyone. Be kind, share the tools and look after each other.</p>',
      },
      {
        title: 'Exhibitor guide',
        html: '<h2>Stalls</h2><p>Set-up starts at 07:00. Power is available on request.</p>',
      },
    ],
  },
  {
    slug: 'harbour-talks-boats-of-the-north',
    name: 'Harbour Talks: Boats of the North',
    shortDescription: 'Clinker boats, their builders and their waters.',
    eventType: 'hybrid',
    featured: true,
    startsInDays: 9,
    startHour: 18,
    hours: 2,
    venue: 'Maritime Museum auditorium',
    address: { ...HARBOUR, address1: 'Stigbergstorget 1' },
    meetingUrl: 'https://meet.example.com/boats-of-the-north',
    series: 'harbour-talks',
    creator: 'omar-haddad',
    registration: true,
    publicRegistrants: true,
    attendees: [{ who: 'maya-lindqvist' }, { who: 1 }, { who: 2 }, { who: 3 }, { who: 4 }],
    agenda: true,
  },
  {
    slug: 'harbour-talks-sail-repair',
    name: 'Harbour Talks: Sail Repair at Home',
    shortDescription: 'A sailmaker shows the repairs you can do on the kitchen table.',
    eventType: 'virtual',
    startsInDays: -24,
    startHour: 19,
    hours: 1.5,
    meetingUrl: 'https://meet.example.com/sail-repair',
    series: 'harbour-talks',
    creator: 'omar-haddad',
    registration: true,
    attendees: [{ who: 'maya-lindqvist' }, { who: 5 }, { who: 6 }],
  },
  {
    slug: 'harbour-talks-winter-navigation',
    name: 'Harbour Talks: Winter Navigation',
    shortDescription: 'Ice, fog and short days: planning a winter passage.',
    eventType: 'virtual',
    startsInDays: 70,
    startHour: 19,
    hours: 1.5,
    meetingUrl: 'https://meet.example.com/winter-navigation',
    series: 'harbour-talks',
    creator: 'omar-haddad',
    registration: true,
  },
  {
    slug: 'ceramics-wheel-evening',
    name: 'Wheel Evening at the Open Studio',
    shortDescription: 'Eight wheels, one evening, all the clay you can throw.',
    eventType: 'physical',
    startsInDays: 16,
    startHour: 18,
    hours: 3,
    venue: 'Ceramics room, Community House',
    address: { ...HARBOUR, address1: 'Linnégatan 21' },
    series: 'studio-evenings',
    group: 'thursday-open-studio',
    creator: 'maya-lindqvist',
    registration: true,
    passTypes: [
      { slug: 'wheel', name: 'Wheel time', price: 1500, supply: 8, maxQuantityPerSale: 1 },
      { slug: 'watch', name: 'Watch and tea', price: 0, supply: 20 },
    ],
    attendees: [
      { who: 'omar-haddad', passType: 'wheel' },
      ...[0, 1, 2, 3, 4, 5, 6].map((who) => ({ who, passType: 'wheel' })),
      { who: 7, passType: 'watch' },
    ],
  },
  {
    slug: 'night-walk-bridges',
    name: 'Night Walk: the Bridges',
    shortDescription: 'Long exposures of the bridges after sunset. Members only.',
    eventType: 'physical',
    startsInDays: 5,
    startHour: 21,
    hours: 2,
    venue: 'Göta Älvbron, north end',
    address: { ...HARBOUR, address1: 'Göta Älvbron' },
    group: 'night-photography-walks',
    groupOnly: true,
    creator: 'omar-haddad',
    registration: true,
    attendees: [{ who: 2 }, { who: 5 }],
  },
  {
    slug: 'season-opening-regatta',
    name: 'Season Opening Regatta',
    shortDescription: 'The first race of the season, barbecue after.',
    eventType: 'physical',
    featured: true,
    startsInDays: 27,
    startHour: 10,
    hours: 6,
    venue: 'Pier 3',
    address: HARBOUR,
    group: 'harbour-sailors',
    creator: 'omar-haddad',
    registration: true,
    registrationLimit: 60,
    attendees: [{ who: 'maya-lindqvist' }, { who: 0 }, { who: 1 }, { who: 3 }],
    sponsors: [0],
  },
  {
    slug: 'founders-breakfast',
    name: 'Founders Breakfast',
    shortDescription: 'An unlisted breakfast for the Founders Circle. Share the link.',
    eventType: 'physical',
    visibility: 'private',
    startsInDays: 12,
    startHour: 8,
    hours: 1.5,
    venue: 'Café Skeppet',
    address: HARBOUR,
    creator: 'omar-haddad',
    registration: true,
  },
  {
    slug: 'remote-woodworking-qa',
    name: 'Remote Woodworking Q&A',
    shortDescription: 'Bring your joinery questions; a cabinetmaker answers live.',
    eventType: 'virtual',
    startsInDays: 33,
    startHour: 17,
    hours: 1,
    meetingUrl: 'https://meet.example.com/woodworking',
    creator: 'omar-haddad',
    registration: true,
  },
  {
    slug: 'winter-market-2027',
    name: 'Winter Market',
    shortDescription: 'Still being planned: stalls, mulled wine and a lantern walk.',
    eventType: 'physical',
    status: 'draft',
    startsInDays: 120,
    hours: 8,
    creator: 'omar-haddad',
  },
  {
    slug: 'spring-kayak-course',
    name: 'Spring Kayak Course',
    shortDescription: 'Waiting for the instructors to confirm the dates.',
    eventType: 'physical',
    status: 'needsInfo',
    startsInDays: 60,
    hours: 4,
    creator: 'omar-haddad',
  },
  {
    slug: 'lantern-parade',
    name: 'Lantern Parade',
    shortDescription: 'Canceled: the harbour is closed for repairs that evening.',
    eventType: 'physical',
    status: 'canceled',
    startsInDays: 20,
    startHour: 19,
    hours: 2,
    address: HARBOUR,
    creator: 'omar-haddad',
    registration: true,
    attendees: [{ who: 'maya-lindqvist' }],
  },
  {
    slug: 'autumn-harvest-dinner',
    name: 'Autumn Harvest Dinner',
    shortDescription: 'Dinner from the community garden, at one long table.',
    eventType: 'physical',
    startsInDays: -40,
    startHour: 18,
    hours: 4,
    venue: 'Behind the library',
    address: { ...HARBOUR, address1: 'Götaplatsen 3' },
    group: 'community-garden',
    creator: 'omar-haddad',
    registration: true,
    publicRegistrants: true,
    attendees: [{ who: 'maya-lindqvist' }, { who: 3 }, { who: 8 }],
  },
  {
    slug: 'board-game-marathon',
    name: 'Board Game Marathon',
    shortDescription: 'Twelve hours of co-op campaigns. Snacks provided.',
    eventType: 'physical',
    startsInDays: -8,
    startHour: 10,
    hours: 12,
    venue: 'Community House, room 2',
    address: { ...HARBOUR, address1: 'Linnégatan 21' },
    group: 'board-game-evenings',
    creator: 'maya-lindqvist',
    registration: true,
    attendees: [{ who: 4 }, { who: 9 }],
  },
];

export const SECOND_EVENTS: DemoEvent[] = [
  {
    slug: 'northwind-open-workshop',
    name: 'Northwind Open Workshop',
    shortDescription: 'The guild workshop opens its doors: turning, joinery and tool care.',
    eventType: 'physical',
    featured: true,
    startsInDays: 14,
    startHour: 10,
    hours: 6,
    timezone: 'Europe/Oslo',
    venue: 'Guild workshop',
    creator: 'ingrid-north',
    registration: true,
    attendees: [{ who: 'ingrid-north' }],
  },
];

/** The maker fair's registration questions: every type, in two sections. */
export const MAKER_FAIR_QUESTIONS: {
  section: string;
  passTypes?: string[];
  questions: DemoQuestion[];
}[] = [
  {
    section: 'About you',
    questions: [
      {
        type: 'text',
        name: 'Name on your badge',
        required: true,
        max: '40',
        validation: "^[A-Za-zÀ-ÿ .'-]+$",
        validationMessage: 'Letters, spaces, dots and dashes only',
      },
      { type: 'textarea', name: 'Anything we should know?', max: '500' },
      { type: 'number', name: 'Years of making', min: '0', max: '80' },
      { type: 'date', name: 'Date of birth', max: '2010-01-01' },
      { type: 'time', name: 'Arrival time', min: '08:00', max: '18:00' },
      { type: 'toggle', name: 'Join the mailing list', label: 'Yes, send me fair news' },
      {
        type: 'select',
        name: 'T-shirt size',
        required: true,
        choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }, { value: 'XL', supply: 20 }],
      },
      {
        type: 'radio',
        name: 'Lunch',
        required: true,
        choices: [
          { value: 'Fish' },
          {
            value: 'Vegetarian',
            subQuestion: { type: 'text', name: 'Any allergies?', placeholder: 'Nuts, gluten …' },
          },
          { value: 'Vegan' },
        ],
      },
      {
        type: 'checkbox',
        name: 'Workshops you would like',
        choices: [
          { value: 'Soldering', supply: 12 },
          { value: 'Knots' },
          { value: 'Glazing', supply: 10 },
        ],
      },
      {
        type: 'search',
        name: 'Home club',
        searchValues: [
          'Harbour Sailors',
          'Thursday Open Studio',
          'Trail Runners',
          'Community Garden',
          'Board Game Evenings',
          'Language Exchange',
        ],
      },
      { type: 'file', name: 'Portfolio (PDF)' },
      { type: 'location', name: 'Where are you travelling from?' },
      {
        type: 'quantity',
        name: 'Extra dinner guests',
        min: '0',
        max: '4',
        price: 1800,
        supply: 40,
      },
    ],
  },
  {
    section: 'Your stall',
    passTypes: ['vip'],
    questions: [
      { type: 'text', name: 'Stall name', required: true, max: '60' },
      { type: 'toggle', name: 'Needs power' },
    ],
  },
];

export const MAKER_FAIR_COUPONS: DemoCoupon[] = [
  {
    code: 'EARLYBIRD',
    description: '20% off passes until two weeks from now',
    discountPercent: 20,
    useLimit: 100,
    endsInDays: 14,
  },
  {
    code: 'CREW10',
    description: '$10 off general admission for crews of two or more',
    discountAmount: 1000,
    quantityMin: 2,
    passType: 'general',
  },
  {
    code: 'HARBOUR',
    description: 'Free admission for harbour staff',
    discountPercent: 100,
    useLimit: 10,
    emailDomains: 'example.com',
  },
  { code: 'LASTYEAR', description: 'Expired', discountPercent: 50, endsInDays: -30 },
];

/**
 * The terms page registering agrees to: every organization offering registration
 * needs one, so the demo ships one per organization, with its name in it.
 */
export function demoTermsPage(organizationName: string): {
  title: string;
  subtitle: string;
  html: string;
} {
  return {
    title: 'Terms of registration',
    subtitle: `What you agree to when you register for a ${organizationName} event`,
    html: [
      `<p>These terms apply to every registration for an event run by ${organizationName} (“we”). By completing a registration you agree to them on behalf of yourself and everyone you register.</p>`,
      '<h2>Passes and payment</h2>',
      '<ul><li>Prices are shown in US dollars and include the sales tax that applies to your address.</li>',
      '<li>A registration is confirmed once its payment is captured, or at once when it costs nothing; your passes are then sent by email.</li>',
      '<li>Items in your cart are held for 15 minutes; after that they return to sale.</li></ul>',
      '<h2>Changes and refunds</h2>',
      '<p>Refunds follow the schedule shown with each pass type. If we cancel an event, every pass is refunded in full. We may change the programme, speakers or rooms when we have to; we will tell you by email.</p>',
      '<h2>At the event</h2>',
      '<p>Bring your pass (on your phone is fine). Be kind: harassment of any kind is not tolerated, and hosts may ask anyone breaking this rule to leave without a refund. Photographs may be taken in public areas; tell the host at check-in if you would rather not appear.</p>',
      '<h2>Your data</h2>',
      '<p>We use your answers to the registration questions to run the event, and share your name with the event’s hosts. See our privacy page for the rest.</p>',
      `<p>Questions? Write to <a href="mailto:events@example.com">events@example.com</a>.</p>`,
    ].join(''),
  };
}

/**
 * Session registration on the maker fair's agenda (decision 0020), by session slug: seats
 * (`supply`), a price in cents for a paid workshop, and the question it asks.
 */
export const MAKER_FAIR_SESSION_REGISTRATION: Record<
  string,
  { supply: number; price?: number; question?: { name: string; choices: string[] } }
> = {
  'soldering-101': { supply: 12 },
  'glaze-chemistry': {
    supply: 8,
    price: 1500,
    question: { name: 'Glaze colour', choices: ['Celadon', 'Tenmoku', 'Shino'] },
  },
  'knots-that-hold': { supply: 30 },
};

/** The maker fair's activations: points for things to do, some behind a code at the stall. */
export const MAKER_FAIR_ACTIVATIONS: {
  slug: string;
  name: string;
  shortDescription: string;
  maxPoints: number;
  code?: string;
  /** Opens this many hours after the fair starts (0: open from now). */
  opensAfterHours?: number;
}[] = [
  {
    slug: 'solder-a-badge',
    name: 'Solder a badge',
    shortDescription: 'Make a blinking badge at the soldering bench; the code is on the bench.',
    maxPoints: 50,
    code: 'SOLDER',
  },
  {
    slug: 'glaze-a-tile',
    name: 'Glaze a tile',
    shortDescription: 'Glaze a tile for the harbour wall; ask the potter for the code.',
    maxPoints: 30,
    code: 'CELADON',
  },
  {
    slug: 'tie-a-bowline',
    name: 'Tie a bowline',
    shortDescription: 'Tie the king of knots at the rope stall.',
    maxPoints: 20,
  },
  {
    slug: 'closing-panel',
    name: 'Ask the closing panel a question',
    shortDescription: 'Opens on the second day.',
    maxPoints: 10,
    opensAfterHours: 24,
  },
];
