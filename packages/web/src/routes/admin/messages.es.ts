import type { AdminMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<AdminMessageId, string> = {
  'admin.title': 'Administración',
  'admin.intro': 'Las pantallas desde las que gestionas la organización.',
  'admin.notAdmin': 'Esta página es para administradores',
  'admin.notAdminBody':
    'Solo los administradores de la organización pueden usar estas pantallas. Pide a uno de ellos lo que necesites cambiar.',
  'admin.apiKeys.link': 'Claves de API',
  'admin.apiKeys.linkBody':
    'Claves con las que tus otros sistemas leen eventos, asistentes y miembros y registran la entrada de las personas.',
  'admin.apiKeys.title': 'Claves de API',
  'admin.apiKeys.intro':
    'Una clave permite que otro sistema (un CRM, un escáner de acceso, una lista de correo) llame a la API de esta comunidad enviando la cabecera {header}. Actúa en tu nombre y solo dentro de los permisos que elijas.',
  'admin.apiKeys.create': 'Crear una clave',
  'admin.apiKeys.name': 'Nombre',
  'admin.apiKeys.nameHint':
    'Para qué sirve la clave, por ejemplo «Escáner de la puerta» o «Sincronización con el CRM».',
  'admin.apiKeys.nameRequired': 'Ponle un nombre a la clave.',
  'admin.apiKeys.scopes': 'Permisos',
  'admin.apiKeys.scopesRequired': 'Elige al menos un permiso.',
  'admin.apiKeys.scope.events:read': 'Leer eventos',
  'admin.apiKeys.scope.attendees:read':
    'Leer los asistentes, las entradas y los informes de los eventos que organizas',
  'admin.apiKeys.scope.attendees:write': 'Registrar la entrada de asistentes (y deshacerla)',
  'admin.apiKeys.scope.members:read': 'Leer los perfiles de los miembros',
  'admin.apiKeys.expires': 'Último día (opcional)',
  'admin.apiKeys.expiresHint': 'Déjalo vacío para una clave que funcione hasta que la revoques.',
  'admin.apiKeys.submit': 'Crear clave',
  'admin.apiKeys.secretTitle': 'Copia ahora tu nueva clave',
  'admin.apiKeys.secretBody':
    'Es la única vez que se muestra. Guárdala en un lugar seguro; si la pierdes, revócala y crea otra.',
  'admin.apiKeys.secretLabel': 'Clave «{name}»',
  'admin.apiKeys.copy': 'Copiar clave',
  'admin.apiKeys.copied': 'Clave copiada',
  'admin.apiKeys.copyFailed': 'No se pudo copiar: selecciona la clave y cópiala tú.',
  'admin.apiKeys.done': 'Ya la he guardado',
  'admin.apiKeys.listTitle': 'Claves',
  'admin.apiKeys.empty': 'Todavía no hay claves',
  'admin.apiKeys.emptyBody': 'Crea una cuando otro sistema necesite llamar a la API.',
  'admin.apiKeys.actsFor': 'Actúa como {name}',
  'admin.apiKeys.createdAt': 'Creada el {date}',
  'admin.apiKeys.lastUsed': 'Último uso el {date}',
  'admin.apiKeys.neverUsed': 'Nunca usada',
  'admin.apiKeys.expiresAt': 'Caduca el {date}',
  'admin.apiKeys.status.active': 'Activa',
  'admin.apiKeys.status.revoked': 'Revocada',
  'admin.apiKeys.status.expired': 'Caducada',
  'admin.apiKeys.revoke': 'Revocar',
  'admin.apiKeys.revokeTitle': '¿Revocar «{name}»?',
  'admin.apiKeys.revokeBody':
    'A partir de ahora se rechaza a todo sistema que use esta clave. No se puede deshacer.',
  'admin.apiKeys.revoked': 'Clave revocada',
};
