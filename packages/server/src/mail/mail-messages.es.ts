import type { MailMessageId } from './mail-messages';

/** Spanish: every id of the English table. */
export const es: Record<MailMessageId, string> = {
  'identity.confirm.subject': 'Tu código de confirmación de {organization}',
  'identity.confirm.code': 'Tu código de confirmación de {organization} es {code}',
  'identity.confirm.why': 'Introdúcelo para confirmar tu correo y terminar el registro.',
  'identity.confirm.expires': 'El código caduca en 24 horas.',
  'identity.reset.subject': 'Tu código para restablecer la contraseña de {organization}',
  'identity.reset.code': 'Tu código para restablecer la contraseña de {organization} es {code}',
  'identity.reset.why':
    'Introdúcelo para elegir una nueva contraseña. Si no lo has pedido, puedes ignorar este correo.',
  'identity.reset.expires': 'El código caduca en 1 hora.',
  'identity.existing.subject': 'Alguien intentó registrarse en {organization} con tu correo',
  'identity.existing.why':
    'Alguien, quizá tú, intentó registrarse en {organization} con esta dirección de correo, que ya tiene una cuenta.',
  'identity.existing.next':
    'Inicia sesión con ella o restablece tu contraseña si la has olvidado. Si no fuiste tú, puedes ignorar este correo: no ha cambiado nada.',
  'groups.announcement.subject': '{group}: {title}',
  'groups.invitation.subject': 'Te han invitado a unirte a {group}',
  'groups.invitation.text':
    'Te han invitado a unirte al grupo {group}. Abre la comunidad para aceptar o rechazar la invitación.',
  'groups.requestAccepted.subject': 'Ya eres miembro de {group}',
  'groups.requestAccepted.text': 'Se aceptó tu solicitud para unirte a {group}. ¡Bienvenido!',
  'groups.request.push': '{name} pidió unirse a {group}',
  'push.someone': 'Alguien',
  'push.FOLLOW': '{name} empezó a seguirte',
  'push.LIKE': 'A {name} le gustó tu publicación',
  'push.COMMENT': '{name} comentó tu publicación',
  'push.RESHARE': '{name} compartió tu publicación',
  'push.TRANSFER': '{name} te transfirió una entrada',
  'push.GROUP_INVITATION': '{name} te invitó a unirte a un grupo',
  'push.GROUP_REQUEST_ACCEPTED': 'Se aceptó tu solicitud para unirte a un grupo',
  'push.ANNOUNCEMENT': 'Nuevo anuncio',
  'push.INVITATION': '{name} te envió una invitación',
  'push.EVENT': 'Se acerca un evento en el que te inscribiste',
  'push.ACTIVITY': '{name} publicó algo nuevo',
  'push.CONTENT': 'Se publicó contenido nuevo',
  'push.GROUP_REQUEST': '{name} pidió unirse a un grupo',
  'push.MENTION': '{name} te mencionó en una conversación',
  'push.CHAT': '{name} te envió un mensaje',
  'push.THREAD': '{name} escribió en una conversación',
  'conversations.unread.subject': 'Mensajes nuevos en {title}',
  'conversations.unread.text':
    '{name} escribió en {title} mientras no estabas. Abre la comunidad para leer y responder.',
  'registration.confirmation.subject': 'Estás inscrito en {event}',
  'registration.confirmation.intro': 'Tu inscripción n.º {number} en {event} está confirmada.',
  'registration.confirmation.when': 'Cuándo: {when}',
  'registration.confirmation.where': 'Dónde: {where}',
  'registration.confirmation.online': 'Únete en línea: {url}',
  'registration.confirmation.pass': 'Pase n.º {number}: {name}',
  'registration.confirmation.total': 'Total pagado: {amount}',
  'registration.confirmation.qr':
    'Muestra el código QR de cada pase en la entrada. El archivo de calendario adjunto añade el evento a tu calendario.',
  'events.reminder.subject': 'Recordatorio: {event} es mañana',
  'events.reminder.text': 'Hola {name}, nos vemos en {event}: {when}.',
  'events.cancellation.subject': '{event} se ha cancelado',
  'events.cancellation.text': 'Hola {name}, lo sentimos: {event} ({when}) se ha cancelado.',
  'channels.content.subject': '{channel}: {title}',
  'channels.content.text':
    'Novedad en {channel}: {title}. Abre la comunidad para leerlo, verlo o escucharlo.',
  'events.announcement.subject': '{event}: {title}',
  'attendee.transfer.subject': '{name} te ha transferido un pase',
  'attendee.transfer.text':
    '{name} te ha transferido un pase {passType} para {event}. Ya está en tus entradas.',
  'waitlist.offer.subject': 'Un pase {passType} para {event} te está esperando',
  'waitlist.offer.text':
    'Se ha liberado una plaza en {event}: te reservamos un pase {passType} en tu inscripción hasta el {until}. Inscríbete antes o pasará a la siguiente persona de la lista.',
  'support.confirmation.subject': 'Recibimos tu solicitud a {organization}',
  'support.confirmation.text':
    'Gracias por escribir a {organization}. Recibimos tu solicitud y te responderemos por correo electrónico.',
  'support.request': 'Tu solicitud:',
  'support.reply.subject': 'Re: tu solicitud a {organization}',
  'support.reply.text': '{organization} respondió a tu solicitud:',
  'digest.subject.daily': 'Tu resumen diario de {organization}: {count} novedades',
  'digest.subject.weekly': 'Tu resumen semanal de {organization}: {count} novedades',
  'digest.intro': 'Esto es lo que ha pasado desde tu último resumen:',
  'digest.more': 'Verlo todo: {url}',
};
