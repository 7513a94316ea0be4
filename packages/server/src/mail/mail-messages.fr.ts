import type { MailMessageId } from './mail-messages';

/** French: every id of the English table. */
export const fr: Record<MailMessageId, string> = {
  'identity.confirm.subject': 'Votre code de confirmation {organization}',
  'identity.confirm.code': 'Votre code de confirmation {organization} est {code}',
  'identity.confirm.why':
    'Saisissez-le pour confirmer votre adresse e-mail et terminer votre inscription.',
  'identity.confirm.expires': 'Le code expire dans 24 heures.',
  'identity.reset.subject': 'Votre code de réinitialisation du mot de passe {organization}',
  'identity.reset.code': 'Votre code de réinitialisation du mot de passe {organization} est {code}',
  'identity.reset.why':
    'Saisissez-le pour choisir un nouveau mot de passe. Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.',
  'identity.reset.expires': 'Le code expire dans 1 heure.',
  'identity.existing.subject': 'Quelqu’un a tenté de s’inscrire à {organization} avec votre e-mail',
  'identity.existing.why':
    'Quelqu’un, peut-être vous, a tenté de s’inscrire à {organization} avec cette adresse e-mail, qui a déjà un compte.',
  'identity.existing.next':
    'Connectez-vous avec celui-ci, ou réinitialisez votre mot de passe si vous l’avez oublié. Si ce n’était pas vous, ignorez ce message : rien n’a changé.',
  'groups.announcement.subject': '{group} : {title}',
  'groups.invitation.subject': 'Vous êtes invité à rejoindre {group}',
  'groups.invitation.text':
    'Vous avez été invité à rejoindre le groupe {group}. Ouvrez la communauté pour accepter ou refuser.',
  'groups.requestAccepted.subject': 'Vous êtes maintenant membre de {group}',
  'groups.requestAccepted.text': 'Votre demande pour rejoindre {group} a été acceptée. Bienvenue !',
  'groups.request.push': '{name} demande à rejoindre {group}',
  'push.someone': 'Quelqu’un',
  'push.FOLLOW': '{name} a commencé à vous suivre',
  'push.LIKE': '{name} a aimé votre publication',
  'push.COMMENT': '{name} a commenté votre publication',
  'push.RESHARE': '{name} a partagé votre publication',
  'push.TRANSFER': '{name} vous a transféré un billet',
  'push.GROUP_INVITATION': '{name} vous a invité à rejoindre un groupe',
  'push.GROUP_REQUEST_ACCEPTED': 'Votre demande pour rejoindre un groupe a été acceptée',
  'push.ANNOUNCEMENT': 'Nouvelle annonce',
  'push.INVITATION': '{name} vous a envoyé une invitation',
  'push.EVENT': 'Un événement auquel vous êtes inscrit approche',
  'push.ACTIVITY': '{name} a publié quelque chose de nouveau',
  'push.CONTENT': 'Un nouveau contenu a été publié',
  'push.GROUP_REQUEST': '{name} demande à rejoindre un groupe',
  'push.MENTION': '{name} vous a mentionné dans une discussion',
  'push.CHAT': '{name} vous a envoyé un message',
  'push.THREAD': '{name} a écrit dans une conversation',
  'conversations.unread.subject': 'Nouveaux messages dans {title}',
  'conversations.unread.text':
    '{name} a écrit dans {title} pendant votre absence. Ouvrez la communauté pour lire et répondre.',
  'registration.confirmation.subject': 'Vous êtes inscrit à {event}',
  'registration.confirmation.intro': 'Votre inscription n° {number} à {event} est confirmée.',
  'registration.confirmation.when': 'Quand : {when}',
  'registration.confirmation.where': 'Où : {where}',
  'registration.confirmation.online': 'Rejoindre en ligne : {url}',
  'registration.confirmation.pass': 'Billet n° {number} : {name}',
  'registration.confirmation.total': 'Total payé : {amount}',
  'registration.confirmation.qr':
    'Présentez le code QR de chaque billet à l’entrée. Le fichier de calendrier joint ajoute l’événement à votre agenda.',
  'events.reminder.subject': 'Rappel : {event} a lieu demain',
  'events.reminder.text': 'Bonjour {name}, à bientôt à {event} : {when}.',
  'events.cancellation.subject': '{event} est annulé',
  'events.cancellation.text': 'Bonjour {name}, nous sommes désolés : {event} ({when}) est annulé.',
  'channels.content.subject': '{channel} : {title}',
  'channels.content.text':
    'Nouveau sur {channel} : {title}. Ouvrez la communauté pour le lire, le regarder ou l’écouter.',
  'events.announcement.subject': '{event} : {title}',
  'attendee.transfer.subject': '{name} vous a transféré un pass',
  'attendee.transfer.text':
    '{name} vous a transféré un pass {passType} pour {event}. Il est maintenant dans vos billets.',
  'waitlist.offer.subject': 'Un pass {passType} pour {event} vous attend',
  'waitlist.offer.text':
    'Une place s’est libérée pour {event} : un pass {passType} vous est réservé dans votre inscription jusqu’au {until}. Inscrivez-vous avant, sinon il passera à la personne suivante sur la liste.',
  'support.confirmation.subject': 'Nous avons reçu votre demande à {organization}',
  'support.confirmation.text':
    'Merci d’avoir écrit à {organization}. Nous avons reçu votre demande et vous répondrons par e-mail.',
  'support.request': 'Votre demande :',
  'support.reply.subject': 'Re : votre demande à {organization}',
  'support.reply.text': '{organization} a répondu à votre demande :',
  'digest.subject.daily': 'Votre résumé quotidien {organization} : {count} nouveautés',
  'digest.subject.weekly': 'Votre résumé hebdomadaire {organization} : {count} nouveautés',
  'digest.intro': 'Voici ce qui s’est passé depuis votre dernier résumé :',
  'digest.more': 'Tout voir : {url}',
  'notification.open': 'L’ouvrir : {url}',
  'notification.settings': 'Choisissez les notifications que vous recevez par e-mail : {url}',
};
