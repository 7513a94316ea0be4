import type { SystemMessageId } from './messages';

/** Portuguese: every id of the English table. */
export const pt: Record<SystemMessageId, string> = {
  'system.notFound.title': 'Esta página não existe',
  'system.notFound.body': 'Desculpe, não encontramos a página que você está procurando.',
  'system.notFound.home': 'Ir para a página inicial',
  'system.maintenance.title': 'Voltamos logo!',
  'system.maintenance.body':
    'Desculpe o transtorno, mas estamos fazendo uma manutenção no momento. Voltaremos a ficar on-line em breve!',
  'system.invalidDomain.title': 'Esta comunidade não está configurada aqui',
  'system.invalidDomain.body':
    'Não há nenhuma comunidade configurada para {host}. Confira o endereço ou entre em contato com o organizador da comunidade.',
  'system.serviceDown.title': 'Serviço temporariamente indisponível',
  'system.serviceDown.body':
    'Estamos com dificuldade para acessar nossos servidores agora. Seus dados estão seguros.',
  'system.serviceDown.alerted': 'Nossa equipe foi avisada e está trabalhando em uma solução.',
  'system.serviceDown.countdown':
    'Nova tentativa em {seconds, plural, one {# segundo} other {# segundos}}',
  'system.serviceDown.refresh': 'Se a página não for atualizada automaticamente, atualize-a.',
  'system.serviceDown.refreshNow': 'Atualizar agora',
};
