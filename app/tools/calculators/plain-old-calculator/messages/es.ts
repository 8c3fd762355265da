import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculator: 'Calculadora',
  keypad: 'Teclado',
  allClear: 'AC (borrar todo)',
  backspace: 'retroceso',
  percent: 'porcentaje',
  divide: 'dividir',
  multiply: 'multiplicar',
  minus: 'menos',
  plus: 'más',
  plusMinus: 'cambiar signo',
  decimalPoint: 'coma decimal',
  equals: 'igual',
  shortcuts: 'Atajos de teclado',
  shortcutsNote:
    'Las teclas funcionan en cuanto se abre la página (no hace falta hacer clic en la calculadora), salvo mientras escribes en un cuadro de texto.',
  digits: 'cifras',
  operators: 'sumar, restar, multiplicar, dividir',
  deleteLast: 'borrar la última cifra',
  allClearShortcut: 'borrar todo (AC)',
  howItCalculates: 'Cómo calcula',
  howOrder:
    'Como en una calculadora de bolsillo, cada operación se hace en cuanto pulsas el siguiente operador: {example}. Pulsa = otra vez para repetir la última operación.',
  howPercent:
    '% divide entre 100 o, si hay una operación pendiente, calcula ese porcentaje del primer número: {example}.',
  howDecimals:
    'Los decimales son exactos ({example}). Los resultados muestran hasta 15 cifras significativas; los números muy grandes o muy pequeños pasan a forma exponencial, p. ej., 1.5e+20.',
  divideByZero: 'No se puede dividir entre cero',
  tooLarge: 'Resultado demasiado grande',
} satisfies Translation<typeof en>;
