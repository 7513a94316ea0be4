import type { PaymentsMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<PaymentsMessageId, string> = {
  'payments.notNow': 'Pas maintenant',
  'payments.address.title': 'Adresse de facturation',
  'payments.address.add': 'Ajouter une adresse',
  'payments.address.save': 'Enregistrer l’adresse',
  'payments.address.cancel': 'Annuler',
  'payments.address.name': 'Nom (facultatif)',
  'payments.address.address1': 'Adresse, ligne 1',
  'payments.address.address2': 'Adresse, ligne 2 (facultatif)',
  'payments.address.city': 'Ville',
  'payments.address.state': 'État ou province',
  'payments.address.zip': 'Code postal',
  'payments.address.country': 'Pays',
  'payments.address.required.address1': 'La ligne 1 de l’adresse est obligatoire',
  'payments.address.required.state': 'L’état ou la province est obligatoire',
  'payments.address.required.zip': 'Le code postal est obligatoire',

  'payments.card': 'Carte de test',
  'payments.testNote':
    'Cette communauté encaisse via la passerelle de test : aucun argent ne circule. Choisissez l’une de ses cartes documentées.',
  'payments.card.visa': 'Visa se terminant par 4242 (acceptée)',
  'payments.card.mastercard': 'Mastercard se terminant par 4444 (acceptée)',
  'payments.card.amex': 'American Express se terminant par 0005 (acceptée)',
  'payments.card.declined': 'Une carte refusée',
  'payments.card.insufficient': 'Une carte sans provision suffisante',
  'payments.submit': 'Payer {amount}',
  'payments.failed': 'Le paiement a échoué. Veuillez essayer un autre moyen de paiement.',
  'payments.manual':
    'Cette communauté enregistre les paiements à la main : vous recevrez une facture.',
  'payments.unavailable': 'Ce moyen de paiement n’est pas encore disponible dans l’application.',
  'payments.loading': 'Chargement du formulaire de paiement…',
  'payments.loadFailed':
    'Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  'payments.notConfigured':
    'Le paiement en ligne n’est pas encore configuré pour cette communauté. Veuillez contacter les organisateurs.',
  'payments.processing': 'Confirmation de votre paiement…',
  'payments.canceled': 'Le paiement a été annulé. Rien n’a été débité.',
  'payments.card.number': 'Numéro de carte',
  'payments.card.expiry': 'Date d’expiration',
  'payments.card.expiryPlaceholder': 'MM/AA',
  'payments.card.cvc': 'Code de sécurité',
  'payments.card.invalid': 'Vérifiez les informations de paiement et réessayez.',
  'payments.card.invalidNumber': 'Le numéro de carte n’est pas valide.',
  'payments.card.invalidExpiry': 'La date d’expiration n’est pas valide ou est dépassée (MM/AA).',
  'payments.card.invalidCvc': 'Le code de sécurité n’est pas valide.',
};
