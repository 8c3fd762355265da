import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  wheel: 'Roleta',
  defaultYes: 'Sim',
  defaultNo: 'Não',
  spin: 'Girar',
  enterAtLeast: 'Digite pelo menos {min} opções para girar.',
  winnerLabel: 'Resultado: ',
  winnerSummary: 'Resultado: {winner}',
  spinning: 'Girando…',
  pressSpin: 'Clique em Girar para sortear uma opção.',
  recentResults: 'Resultados recentes',
  options: 'Opções',
  option: 'Opção {n}',
  removeOption: 'Remover a opção {n}',
  addOption: 'Adicionar opção',
  rowsNote: '{rows} de {max} linhas. Uma opção repetida ganha mais fatias.',
  shareTitle: 'Roleta de decisão',
  summary: 'Roleta de decisão: {options}',
  summaryWinner: 'Roleta de decisão: {options}. Resultado: {winner}',
  addAtLeast: 'Adicione pelo menos {min} opções',
  wheelEmpty: 'Roleta vazia: digite pelo menos {min} opções para girar',
  wheelWith: {
    one: 'Roleta com {n} opção: {options}',
    many: 'Roleta com {n} opções: {options}',
    other: 'Roleta com {n} opções: {options}',
  },
} satisfies Translation<typeof en>;
