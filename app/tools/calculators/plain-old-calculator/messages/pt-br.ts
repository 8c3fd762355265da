import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculator: 'Calculadora',
  keypad: 'Teclado',
  allClear: 'AC (apagar tudo)',
  backspace: 'apagar',
  percent: 'por cento',
  divide: 'dividir',
  multiply: 'multiplicar',
  minus: 'menos',
  plus: 'mais',
  plusMinus: 'mais/menos',
  decimalPoint: 'separador decimal',
  equals: 'igual',
  shortcuts: 'Atalhos de teclado',
  shortcutsNote:
    'As teclas funcionam assim que a página abre (não precisa clicar na calculadora), exceto enquanto você digita em uma caixa de texto.',
  digits: 'algarismos',
  operators: 'mais, menos, multiplicar, dividir',
  deleteLast: 'apagar o último algarismo',
  allClearShortcut: 'apagar tudo (AC)',
  howItCalculates: 'Como ela calcula',
  howOrder:
    'Como uma calculadora de bolso, cada operação é feita assim que você aperta o próximo operador: {example}. Aperte = de novo para repetir a última operação.',
  howPercent:
    'A tecla % divide por 100 ou, se houver uma operação pendente, calcula essa porcentagem do primeiro número: {example}.',
  howDecimals:
    'Os decimais são exatos ({example}). Os resultados mostram até 15 algarismos significativos; números muito grandes ou muito pequenos passam para a notação exponencial, por exemplo 1.5e+20.',
  divideByZero: 'Não é possível dividir por zero',
  tooLarge: 'Resultado grande demais',
} satisfies Translation<typeof en>;
