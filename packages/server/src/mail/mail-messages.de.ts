import type { MailMessageId } from './mail-messages';

/** German: every id of the English table. */
export const de: Record<MailMessageId, string> = {
  'identity.confirm.subject': 'Dein Bestätigungscode für {organization}',
  'identity.confirm.code': 'Dein Bestätigungscode für {organization} lautet {code}',
  'identity.confirm.why':
    'Gib ihn ein, um deine E-Mail-Adresse zu bestätigen und die Registrierung abzuschließen.',
  'identity.confirm.expires': 'Der Code läuft in 24 Stunden ab.',
  'identity.reset.subject': 'Dein Code zum Zurücksetzen des Passworts für {organization}',
  'identity.reset.code':
    'Dein Code zum Zurücksetzen des Passworts für {organization} lautet {code}',
  'identity.reset.why':
    'Gib ihn ein, um ein neues Passwort zu wählen. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  'identity.reset.expires': 'Der Code läuft in 1 Stunde ab.',
  'identity.existing.subject':
    'Jemand hat versucht, sich mit deiner E-Mail-Adresse bei {organization} zu registrieren',
  'identity.existing.why':
    'Jemand, vielleicht du, hat versucht, sich mit dieser E-Mail-Adresse bei {organization} zu registrieren. Für sie gibt es bereits ein Konto.',
  'identity.existing.next':
    'Melde dich damit an oder setze dein Passwort zurück, falls du es vergessen hast. Warst du es nicht, kannst du diese E-Mail ignorieren: Es hat sich nichts geändert.',
  'groups.announcement.subject': '{group}: {title}',
  'groups.invitation.subject': 'Du bist eingeladen, {group} beizutreten',
  'groups.invitation.text':
    'Du wurdest eingeladen, der Gruppe {group} beizutreten. Öffne die Community, um anzunehmen oder abzulehnen.',
  'groups.requestAccepted.subject': 'Du bist jetzt Mitglied von {group}',
  'groups.requestAccepted.text': 'Deine Beitrittsanfrage für {group} wurde angenommen. Willkommen!',
  'groups.request.push': '{name} möchte {group} beitreten',
  'push.someone': 'Jemand',
  'push.FOLLOW': '{name} folgt dir jetzt',
  'push.LIKE': '{name} gefällt dein Beitrag',
  'push.COMMENT': '{name} hat deinen Beitrag kommentiert',
  'push.RESHARE': '{name} hat deinen Beitrag geteilt',
  'push.TRANSFER': '{name} hat dir einen Pass übertragen',
  'push.GROUP_INVITATION': '{name} hat dich in eine Gruppe eingeladen',
  'push.GROUP_REQUEST_ACCEPTED': 'Deine Beitrittsanfrage für eine Gruppe wurde angenommen',
  'push.ANNOUNCEMENT': 'Neue Ankündigung',
  'push.INVITATION': '{name} hat dich eingeladen',
  'push.EVENT': 'Eine Veranstaltung, für die du angemeldet bist, steht bevor',
  'push.ACTIVITY': '{name} hat eine neue Aktivität gepostet',
  'push.CONTENT': 'Neue Inhalte wurden veröffentlicht',
  'push.GROUP_REQUEST': '{name} möchte einer Gruppe beitreten',
  'push.MENTION': '{name} hat dich in einer Diskussion erwähnt',
  'push.CHAT': '{name} hat dir eine Nachricht geschickt',
  'push.THREAD': '{name} hat in einer Unterhaltung geschrieben',
  'conversations.unread.subject': 'Neue Nachrichten in {title}',
  'conversations.unread.text':
    '{name} hat in {title} geschrieben, während du weg warst. Öffne die Community, um zu lesen und zu antworten.',
  'registration.confirmation.subject': 'Du bist für {event} angemeldet',
  'registration.confirmation.intro': 'Deine Anmeldung Nr. {number} für {event} ist bestätigt.',
  'registration.confirmation.when': 'Wann: {when}',
  'registration.confirmation.where': 'Wo: {where}',
  'registration.confirmation.online': 'Online teilnehmen: {url}',
  'registration.confirmation.pass': 'Pass Nr. {number}: {name}',
  'registration.confirmation.total': 'Bezahlt insgesamt: {amount}',
  'registration.confirmation.qr':
    'Zeige am Eingang den QR-Code jedes Passes vor. Mit der angehängten Kalenderdatei trägst du die Veranstaltung in deinen Kalender ein.',
  'events.reminder.subject': 'Erinnerung: {event} ist morgen',
  'events.reminder.text': 'Hallo {name}, wir sehen uns bei {event}: {when}.',
  'events.cancellation.subject': '{event} ist abgesagt',
  'events.cancellation.text': 'Hallo {name}, es tut uns leid: {event} ({when}) ist abgesagt.',
  'channels.content.subject': '{channel}: {title}',
  'channels.content.text':
    'Neu in {channel}: {title}. Öffne die Community, um zu lesen, zu schauen oder zuzuhören.',
  'events.announcement.subject': '{event}: {title}',
  'attendee.transfer.subject': '{name} hat dir einen Pass übertragen',
  'attendee.transfer.text':
    '{name} hat dir einen Pass „{passType}“ für {event} übertragen. Er ist jetzt in deinen Tickets.',
  'waitlist.offer.subject': 'Ein Pass „{passType}“ für {event} wartet auf dich',
  'waitlist.offer.text':
    'Für {event} ist ein Platz frei geworden: Ein Pass „{passType}“ ist bis {until} in deiner Anmeldung für dich reserviert. Melde dich bis dahin an, sonst geht er an die nächste Person auf der Warteliste.',
  'support.confirmation.subject': 'Wir haben deine Anfrage an {organization} erhalten',
  'support.confirmation.text':
    'Danke, dass du {organization} geschrieben hast. Wir haben deine Anfrage erhalten und antworten dir per E-Mail.',
  'support.request': 'Deine Anfrage:',
  'support.reply.subject': 'Re: deine Anfrage an {organization}',
  'support.reply.text': '{organization} hat auf deine Anfrage geantwortet:',
  'digest.subject.daily': 'Deine tägliche Zusammenfassung von {organization}: {count} neu',
  'digest.subject.weekly': 'Deine wöchentliche Zusammenfassung von {organization}: {count} neu',
  'digest.intro': 'Das ist seit deiner letzten Zusammenfassung passiert:',
  'digest.more': 'Alle ansehen: {url}',
  'notification.open': 'Öffnen: {url}',
  'notification.settings': 'Wähle, welche Benachrichtigungen du per E-Mail bekommst: {url}',
};
