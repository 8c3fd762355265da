import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  wheel: 'Ruleta',
  defaultYes: 'Sí',
  defaultNo: 'No',
  spin: 'Girar',
  enterAtLeast: 'Escribe al menos {min} opciones para girar la ruleta.',
  winnerLabel: 'Ganador: ',
  winnerSummary: 'Ganador: {winner}',
  spinning: 'Girando…',
  pressSpin: 'Pulsa «Girar» para elegir un ganador al azar.',
  recentResults: 'Resultados recientes',
  options: 'Opciones',
  option: 'Opción {n}',
  removeOption: 'Quitar la opción {n}',
  addOption: 'Añadir opción',
  rowsNote: '{rows} de {max} filas. Si repites una opción, ocupa más sectores de la ruleta.',
  shareTitle: 'Ruleta de decisiones',
  summary: 'Ruleta de decisiones: {options}',
  summaryWinner: 'Ruleta de decisiones: {options}. Ganador: {winner}',
  addAtLeast: 'Añade al menos {min} opciones',
  wheelEmpty: 'Ruleta vacía: escribe al menos {min} opciones para girarla',
  wheelWith: {
    one: 'Ruleta con {n} opción: {options}',
    many: 'Ruleta con {n} opciones: {options}',
    other: 'Ruleta con {n} opciones: {options}',
  },
} satisfies Translation<typeof en>;
