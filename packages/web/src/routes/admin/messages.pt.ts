import type { AdminMessageId } from './messages';

/** Portuguese: every id of the English table. */
export const pt: Record<AdminMessageId, string> = {
  'admin.title': 'Administração',
  'admin.intro': 'As telas onde você administra a organização.',
  'admin.notAdmin': 'Esta página é para administradores',
  'admin.notAdminBody':
    'Só os administradores da organização podem usar estas telas. Peça a um deles se precisar mudar alguma coisa.',
  'admin.apiKeys.link': 'Chaves de API',
  'admin.apiKeys.linkBody':
    'Chaves com que os seus outros sistemas leem eventos, participantes e membros e fazem o check-in das pessoas.',
  'admin.apiKeys.title': 'Chaves de API',
  'admin.apiKeys.intro':
    'Uma chave permite que outro sistema (um CRM, um leitor de entrada, uma lista de e-mail) chame a API desta comunidade enviando o cabeçalho {header}. Ela age em seu nome e apenas dentro das permissões que você escolher.',
  'admin.apiKeys.create': 'Criar uma chave',
  'admin.apiKeys.name': 'Nome',
  'admin.apiKeys.nameHint':
    'Para que serve a chave, como “Leitor da entrada” ou “Sincronização do CRM”.',
  'admin.apiKeys.nameRequired': 'Dê um nome à chave.',
  'admin.apiKeys.scopes': 'Permissões',
  'admin.apiKeys.scopesRequired': 'Escolha pelo menos uma permissão.',
  'admin.apiKeys.scope.events:read': 'Ler eventos',
  'admin.apiKeys.scope.attendees:read':
    'Ler os participantes, os ingressos e os relatórios dos eventos que você organiza',
  'admin.apiKeys.scope.attendees:write': 'Fazer o check-in de participantes (e desfazê-lo)',
  'admin.apiKeys.scope.members:read': 'Ler os perfis dos membros',
  'admin.apiKeys.expires': 'Último dia (opcional)',
  'admin.apiKeys.expiresHint': 'Deixe em branco para uma chave que funcione até você revogá-la.',
  'admin.apiKeys.submit': 'Criar chave',
  'admin.apiKeys.secretTitle': 'Copie a sua nova chave agora',
  'admin.apiKeys.secretBody':
    'Esta é a única vez que ela aparece. Guarde-a em um lugar seguro; se a perder, revogue-a e crie outra.',
  'admin.apiKeys.secretLabel': 'Chave “{name}”',
  'admin.apiKeys.copy': 'Copiar chave',
  'admin.apiKeys.copied': 'Chave copiada',
  'admin.apiKeys.copyFailed': 'Não foi possível copiar: selecione a chave e copie-a você mesmo.',
  'admin.apiKeys.done': 'Já a guardei',
  'admin.apiKeys.listTitle': 'Chaves',
  'admin.apiKeys.empty': 'Ainda não há chaves',
  'admin.apiKeys.emptyBody': 'Crie uma quando outro sistema precisar chamar a API.',
  'admin.apiKeys.actsFor': 'Age como {name}',
  'admin.apiKeys.createdAt': 'Criada em {date}',
  'admin.apiKeys.lastUsed': 'Último uso em {date}',
  'admin.apiKeys.neverUsed': 'Nunca usada',
  'admin.apiKeys.expiresAt': 'Expira em {date}',
  'admin.apiKeys.status.active': 'Ativa',
  'admin.apiKeys.status.revoked': 'Revogada',
  'admin.apiKeys.status.expired': 'Expirada',
  'admin.apiKeys.revoke': 'Revogar',
  'admin.apiKeys.revokeTitle': 'Revogar “{name}”?',
  'admin.apiKeys.revokeBody':
    'Todo sistema que usa esta chave será recusado a partir de agora. Não é possível desfazer.',
  'admin.apiKeys.revoked': 'Chave revogada',
};
