import type { PaymentsMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<PaymentsMessageId, string> = {
  'payments.notNow': 'Ahora no',
  'payments.address.title': 'Dirección de facturación',
  'payments.address.add': 'Añadir una dirección',
  'payments.address.save': 'Guardar la dirección',
  'payments.address.cancel': 'Cancelar',
  'payments.address.name': 'Nombre (opcional)',
  'payments.address.address1': 'Dirección, línea 1',
  'payments.address.address2': 'Dirección, línea 2 (opcional)',
  'payments.address.city': 'Ciudad',
  'payments.address.state': 'Estado o provincia',
  'payments.address.zip': 'Código postal',
  'payments.address.country': 'País',
  'payments.address.required.address1': 'La línea 1 de la dirección es obligatoria',
  'payments.address.required.state': 'El estado o la provincia es obligatorio',
  'payments.address.required.zip': 'El código postal es obligatorio',

  'payments.card': 'Tarjeta de prueba',
  'payments.testNote':
    'Esta comunidad cobra a través de la pasarela de pruebas: no se mueve dinero. Elige una de sus tarjetas documentadas.',
  'payments.card.visa': 'Visa terminada en 4242 (aprobada)',
  'payments.card.mastercard': 'Mastercard terminada en 4444 (aprobada)',
  'payments.card.amex': 'American Express terminada en 0005 (aprobada)',
  'payments.card.declined': 'Una tarjeta rechazada',
  'payments.card.insufficient': 'Una tarjeta sin fondos suficientes',
  'payments.submit': 'Pagar {amount}',
  'payments.failed': 'El pago ha fallado. Prueba con otro método de pago.',
  'payments.manual': 'Esta comunidad registra los pagos a mano: recibirás una factura.',
  'payments.unavailable': 'Este método de pago aún no está disponible en la aplicación.',
  'payments.loading': 'Cargando el formulario de pago…',
  'payments.loadFailed':
    'No se pudo cargar el formulario de pago. Comprueba tu conexión e inténtalo de nuevo.',
  'payments.notConfigured':
    'El pago en línea aún no está configurado en esta comunidad. Ponte en contacto con los organizadores.',
  'payments.processing': 'Confirmando tu pago…',
  'payments.canceled': 'Se canceló el pago. No se ha cobrado nada.',
  'payments.card.number': 'Número de tarjeta',
  'payments.card.expiry': 'Fecha de caducidad',
  'payments.card.expiryPlaceholder': 'MM/AA',
  'payments.card.cvc': 'Código de seguridad',
  'payments.card.invalid': 'Revisa los datos de pago e inténtalo de nuevo.',
  'payments.card.invalidNumber': 'El número de tarjeta no es válido.',
  'payments.card.invalidExpiry': 'La fecha de caducidad no es válida o ya ha pasado (MM/AA).',
  'payments.card.invalidCvc': 'El código de seguridad no es válido.',
};
