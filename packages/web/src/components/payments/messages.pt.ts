import type { PaymentsMessageId } from './messages';

/** Portuguese: every id of the English table. */
export const pt: Record<PaymentsMessageId, string> = {
  'payments.notNow': 'Agora não',
  'payments.address.title': 'Endereço de cobrança',
  'payments.address.add': 'Adicionar um endereço',
  'payments.address.save': 'Salvar o endereço',
  'payments.address.cancel': 'Cancelar',
  'payments.address.name': 'Nome (opcional)',
  'payments.address.address1': 'Endereço (linha 1)',
  'payments.address.address2': 'Endereço (linha 2, opcional)',
  'payments.address.city': 'Cidade',
  'payments.address.state': 'Estado ou província',
  'payments.address.zip': 'CEP / código postal',
  'payments.address.country': 'País',
  'payments.address.required.address1': 'A linha 1 do endereço é obrigatória',
  'payments.address.required.state': 'O estado/província é obrigatório',
  'payments.address.required.zip': 'O CEP / código postal é obrigatório',
  'payments.card': 'Cartão de teste',
  'payments.testNote':
    'Esta comunidade recebe pagamentos pelo gateway de teste: nenhum dinheiro é movimentado. Escolha um dos cartões documentados dele.',
  'payments.card.visa': 'Visa com final 4242 (aprovado)',
  'payments.card.mastercard': 'Mastercard com final 4444 (aprovado)',
  'payments.card.amex': 'American Express com final 0005 (aprovado)',
  'payments.card.declined': 'Um cartão que é recusado',
  'payments.card.insufficient': 'Um cartão sem saldo suficiente',
  'payments.submit': 'Pagar {amount}',
  'payments.failed': 'O pagamento falhou. Tente outra forma de pagamento.',
  'payments.manual':
    'Esta comunidade registra os pagamentos manualmente: você vai receber uma fatura.',
  'payments.unavailable': 'Esta forma de pagamento ainda não está disponível no app.',
  'payments.loading': 'Carregando o formulário de pagamento…',
  'payments.loadFailed':
    'Não foi possível carregar o formulário de pagamento. Verifique sua conexão e tente novamente.',
  'payments.notConfigured':
    'O pagamento on-line ainda não está configurado nesta comunidade. Entre em contato com os organizadores.',
  'payments.processing': 'Confirmando seu pagamento…',
  'payments.canceled': 'O pagamento foi cancelado. Nada foi cobrado.',
  'payments.card.number': 'Número do cartão',
  'payments.card.expiry': 'Validade',
  'payments.card.expiryPlaceholder': 'MM/AA',
  'payments.card.cvc': 'Código de segurança',
  'payments.card.invalid': 'Verifique os dados de pagamento e tente novamente.',
  'payments.card.invalidNumber': 'O número do cartão não é válido.',
  'payments.card.invalidExpiry': 'A validade não é válida ou já passou (MM/AA).',
  'payments.card.invalidCvc': 'O código de segurança não é válido.',
};
