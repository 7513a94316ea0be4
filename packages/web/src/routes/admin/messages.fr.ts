import type { AdminMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<AdminMessageId, string> = {
  'admin.title': 'Administration',
  'admin.intro': 'Les écrans où vous gérez l’organisation.',
  'admin.notAdmin': 'Cette page est réservée aux administrateurs',
  'admin.notAdminBody':
    'Seuls les administrateurs de l’organisation peuvent utiliser ces écrans. Demandez à l’un d’eux si vous avez besoin d’un changement.',
  'admin.apiKeys.link': 'Clés d’API',
  'admin.apiKeys.linkBody':
    'Des clés qui permettent à vos autres systèmes de lire les événements, les participants et les membres, et d’enregistrer les entrées.',
  'admin.apiKeys.title': 'Clés d’API',
  'admin.apiKeys.intro':
    'Une clé permet à un autre système (un CRM, un scanner d’entrée, une liste de diffusion) d’appeler l’API de cette communauté en envoyant l’en-tête {header}. Elle agit en votre nom, et seulement dans les autorisations que vous choisissez.',
  'admin.apiKeys.create': 'Créer une clé',
  'admin.apiKeys.name': 'Nom',
  'admin.apiKeys.nameHint':
    'À quoi sert la clé, par exemple « Scanner de l’entrée » ou « Synchronisation CRM ».',
  'admin.apiKeys.nameRequired': 'Donnez un nom à la clé.',
  'admin.apiKeys.scopes': 'Autorisations',
  'admin.apiKeys.scopesRequired': 'Choisissez au moins une autorisation.',
  'admin.apiKeys.scope.events:read': 'Lire les événements',
  'admin.apiKeys.scope.attendees:read':
    'Lire les participants, les billets et les rapports des événements que vous organisez',
  'admin.apiKeys.scope.attendees:write': 'Enregistrer l’entrée des participants (et l’annuler)',
  'admin.apiKeys.scope.members:read': 'Lire les profils des membres',
  'admin.apiKeys.expires': 'Dernier jour (facultatif)',
  'admin.apiKeys.expiresHint':
    'Laissez vide pour une clé valable jusqu’à ce que vous la révoquiez.',
  'admin.apiKeys.submit': 'Créer la clé',
  'admin.apiKeys.secretTitle': 'Copiez votre nouvelle clé maintenant',
  'admin.apiKeys.secretBody':
    'Elle n’est affichée qu’une seule fois. Conservez-la en lieu sûr ; si vous la perdez, révoquez-la et créez-en une autre.',
  'admin.apiKeys.secretLabel': 'Clé « {name} »',
  'admin.apiKeys.copy': 'Copier la clé',
  'admin.apiKeys.copied': 'Clé copiée',
  'admin.apiKeys.copyFailed':
    'Impossible de la copier : sélectionnez la clé et copiez-la vous-même.',
  'admin.apiKeys.done': 'Je l’ai conservée',
  'admin.apiKeys.listTitle': 'Clés',
  'admin.apiKeys.empty': 'Aucune clé pour l’instant',
  'admin.apiKeys.emptyBody': 'Créez-en une quand un autre système doit appeler l’API.',
  'admin.apiKeys.actsFor': 'Agit en tant que {name}',
  'admin.apiKeys.createdAt': 'Créée le {date}',
  'admin.apiKeys.lastUsed': 'Dernière utilisation le {date}',
  'admin.apiKeys.neverUsed': 'Jamais utilisée',
  'admin.apiKeys.expiresAt': 'Expire le {date}',
  'admin.apiKeys.status.active': 'Active',
  'admin.apiKeys.status.revoked': 'Révoquée',
  'admin.apiKeys.status.expired': 'Expirée',
  'admin.apiKeys.revoke': 'Révoquer',
  'admin.apiKeys.revokeTitle': 'Révoquer « {name} » ?',
  'admin.apiKeys.revokeBody':
    'Tout système qui utilise cette clé sera refusé dès maintenant. Cette action est définitive.',
  'admin.apiKeys.revoked': 'Clé révoquée',
};
