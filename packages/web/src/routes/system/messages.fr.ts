import type { SystemMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<SystemMessageId, string> = {
  'system.notFound.title': "Cette page n'existe pas",
  'system.notFound.body': "Désolé, nous n'avons pas trouvé la page que vous recherchez.",
  'system.notFound.home': "Aller à la page d'accueil",
  'system.maintenance.title': 'Nous serons bientôt de retour !',
  'system.maintenance.body':
    'Désolé pour la gêne occasionnée, nous effectuons actuellement une opération de maintenance. Nous serons de retour en ligne très bientôt !',
  'system.invalidDomain.title': "Cette communauté n'est pas configurée ici",
  'system.invalidDomain.body':
    "Aucune communauté n'est configurée pour {host}. Vérifiez l'adresse ou contactez l'organisateur de la communauté.",
  'system.serviceDown.title': 'Service temporairement indisponible',
  'system.serviceDown.body':
    'Nous avons du mal à joindre nos serveurs pour le moment. Vos données sont en sécurité.',
  'system.serviceDown.alerted': 'Notre équipe a été alertée et travaille à une solution.',
  'system.serviceDown.countdown':
    'Nouvel essai dans {seconds, plural, one {# seconde} other {# secondes}}',
  'system.serviceDown.refresh':
    "Si la page ne s'actualise pas automatiquement, veuillez actualiser la page.",
  'system.serviceDown.refreshNow': 'Actualiser maintenant',
};
