import type { SystemMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<SystemMessageId, string> = {
  'system.notFound.title': 'Esta página no existe',
  'system.notFound.body': 'Lo sentimos, no pudimos encontrar la página que buscas.',
  'system.notFound.home': 'Ir a la página de inicio',
  'system.maintenance.title': '¡Volveremos pronto!',
  'system.maintenance.body':
    'Disculpa las molestias, estamos realizando tareas de mantenimiento en este momento. ¡Volveremos a estar en línea en breve!',
  'system.invalidDomain.title': 'Esta comunidad no está configurada aquí',
  'system.invalidDomain.body':
    'No hay ninguna comunidad configurada para {host}. Revisa la dirección o contacta con quien organiza la comunidad.',
  'system.serviceDown.title': 'Servicio no disponible temporalmente',
  'system.serviceDown.body':
    'Ahora mismo tenemos problemas para conectar con nuestros servidores. Tus datos están a salvo.',
  'system.serviceDown.alerted':
    'Nuestro equipo ha sido alertado y está trabajando en una solución.',
  'system.serviceDown.countdown':
    'Reintentando en {seconds, plural, one {# segundo} other {# segundos}}',
  'system.serviceDown.refresh':
    'Si la página no se actualiza automáticamente, actualízala manualmente.',
  'system.serviceDown.refreshNow': 'Actualizar ahora',
};
