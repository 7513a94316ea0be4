import type { ActivitiesMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<ActivitiesMessageId, string> = {
  'activities.title': 'Aktivitäten',
  'activities.tabs.feed': 'Dein Feed',
  'activities.tabs.public': 'Neueste',
  'activities.tabs.featured': 'Hervorgehoben',
  'activities.list.label': 'Beiträge',
  'activities.empty.feed': 'Dein Feed ist leer',
  'activities.empty.featured': 'Noch keine hervorgehobenen Beiträge',
  'activities.detail.title': 'Beitrag',
  'activities.detail.comments': 'Kommentare',
  'activities.detail.comments.empty': 'Noch keine Kommentare',
  'activities.detail.back': 'Zurück zu den Aktivitäten',
  'activities.detail.parent': 'Antwort auf diesen Beitrag',
  'activities.interests.nudge':
    'Erzähl uns, wofür du dich interessierst, und wir bringen dich mit den richtigen Leuten zusammen.',
  'activities.interests.select': 'Wähle 5 Interessen',
  'activities.empty.feed.body':
    'Folge Personen oder tritt Gruppen bei, dann erscheinen ihre Beiträge hier.',
  'activities.empty.feed.people': 'Personen finden',
  'activities.empty.feed.groups': 'Gruppen entdecken',
  'activities.empty.public': 'Noch keine Beiträge',
  'activities.empty.public.body': 'Melde dich an und schreib den ersten Beitrag.',
  'activities.empty.featured.body': 'Beiträge, die das Community-Team hervorhebt, erscheinen hier.',
  'activities.detail.comments.empty.body': 'Beginne unten die Unterhaltung.',
  'activities.detail.comments.empty.signedOut': 'Melde dich an, um die Unterhaltung zu beginnen.',
};
