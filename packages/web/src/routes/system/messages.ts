import type { AreaMessages } from '../../i18n/messages';

/** The system pages of spec §2, in the four languages every system page ships in. */
export const systemMessages: AreaMessages = {
  en: {
    'system.notFound.title': 'This page does not exist',
    'system.notFound.body': "Sorry, we couldn't find the page you're looking for.",
    'system.notFound.home': 'Go to the home page',
    'system.maintenance.title': "We'll be back soon!",
    'system.maintenance.body':
      "Sorry for the inconvenience, but we're performing some maintenance at the moment. We'll be back online shortly!",
    'system.invalidDomain.title': 'This community is not set up here',
    'system.invalidDomain.body':
      'There is no community configured for {host}. Check the address, or contact the community organizer.',
    'system.serviceDown.title': 'Service temporarily unavailable',
    'system.serviceDown.body':
      "We're having trouble reaching our servers right now. Your data is safe.",
    'system.serviceDown.alerted': 'Our team has been alerted and is working on a fix.',
    'system.serviceDown.countdown':
      'Trying again in {seconds, plural, one {# second} other {# seconds}}',
    'system.serviceDown.refresh':
      'If the page does not refresh automatically, please refresh the page.',
    'system.serviceDown.refreshNow': 'Refresh now',
  },
  es: {
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
  },
  fr: {
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
  },
  ja: {
    'system.notFound.title': 'このページは存在しません',
    'system.notFound.body': 'お探しのページが見つかりませんでした。',
    'system.notFound.home': 'ホームページへ',
    'system.maintenance.title': 'まもなく再開します！',
    'system.maintenance.body':
      'ご不便をおかけして申し訳ありません。現在メンテナンスを行っています。まもなくオンラインに戻ります！',
    'system.invalidDomain.title': 'このドメインにはコミュニティが設定されていません',
    'system.invalidDomain.body':
      '{host} に設定されたコミュニティはありません。アドレスを確認するか、コミュニティの主催者にお問い合わせください。',
    'system.serviceDown.title': 'サービスが一時的に利用できません',
    'system.serviceDown.body': '現在サーバーに接続できません。データは安全です。',
    'system.serviceDown.alerted': 'チームに通知済みで、復旧に取り組んでいます。',
    'system.serviceDown.countdown': '{seconds} 秒後に再試行します',
    'system.serviceDown.refresh':
      'ページが自動的に更新されない場合は、ページを再読み込みしてください。',
    'system.serviceDown.refreshNow': '今すぐ更新',
  },
};
