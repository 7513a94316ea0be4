import type { PaymentsMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<PaymentsMessageId, string> = {
  'payments.notNow': 'Nicht jetzt',
  'payments.address.title': 'Rechnungsadresse',
  'payments.address.add': 'Adresse hinzufügen',
  'payments.address.save': 'Adresse speichern',
  'payments.address.cancel': 'Abbrechen',
  'payments.address.name': 'Name (optional)',
  'payments.address.address1': 'Adresszeile 1',
  'payments.address.address2': 'Adresszeile 2 (optional)',
  'payments.address.city': 'Ort',
  'payments.address.state': 'Bundesland oder Region',
  'payments.address.zip': 'Postleitzahl',
  'payments.address.country': 'Land',
  'payments.address.required.address1': 'Adresszeile 1 ist erforderlich',
  'payments.address.required.state': 'Bundesland/Region ist erforderlich',
  'payments.address.required.zip': 'Postleitzahl ist erforderlich',

  'payments.card': 'Testkarte',
  'payments.testNote':
    'Diese Community nimmt Zahlungen über das Test-Gateway an: Es fließt kein Geld. Wähle eine der dort dokumentierten Karten.',
  'payments.card.visa': 'Visa mit Endziffern 4242 (genehmigt)',
  'payments.card.mastercard': 'Mastercard mit Endziffern 4444 (genehmigt)',
  'payments.card.amex': 'American Express mit Endziffern 0005 (genehmigt)',
  'payments.card.declined': 'Eine Karte, die abgelehnt wird',
  'payments.card.insufficient': 'Eine Karte ohne ausreichende Deckung',
  'payments.submit': '{amount} bezahlen',
  'payments.failed': 'Die Zahlung ist fehlgeschlagen. Bitte versuche eine andere Zahlungsart.',
  'payments.manual': 'Diese Community erfasst Zahlungen von Hand: Du erhältst eine Rechnung.',
  'payments.unavailable': 'Diese Zahlungsart ist in der App noch nicht verfügbar.',
  'payments.loading': 'Zahlungsformular wird geladen …',
  'payments.loadFailed':
    'Das Zahlungsformular konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  'payments.notConfigured':
    'Onlinezahlung ist für diese Community noch nicht eingerichtet. Bitte wende dich an das Organisationsteam.',
  'payments.processing': 'Deine Zahlung wird bestätigt …',
  'payments.canceled': 'Die Zahlung wurde abgebrochen. Es wurde nichts belastet.',
  'payments.card.number': 'Kartennummer',
  'payments.card.expiry': 'Ablaufdatum',
  'payments.card.expiryPlaceholder': 'MM/JJ',
  'payments.card.cvc': 'Sicherheitscode',
  'payments.card.invalid': 'Prüfe die Zahlungsdaten und versuche es erneut.',
  'payments.card.invalidNumber': 'Die Kartennummer ist ungültig.',
  'payments.card.invalidExpiry': 'Das Ablaufdatum ist ungültig oder abgelaufen (MM/JJ).',
  'payments.card.invalidCvc': 'Der Sicherheitscode ist ungültig.',
};
