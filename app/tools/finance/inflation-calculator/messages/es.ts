import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  checking: 'Buscando los datos más recientes del índice…',
  usingLive: 'Con datos hasta {latest} de la Oficina de Estadísticas Laborales de EE. UU.',
  usingBuiltIn: 'Con la tabla integrada (hasta {latest})',
  amount: 'Cantidad',
  indexIn: 'Índice en {year}',
  ratio: 'Proporción',
  totalInflation: 'Inflación total',
  averagePerYear: {
    one: 'Media anual (simple, en {n} año)',
    many: 'Media anual (simple, en {n} años)',
    other: 'Media anual (simple, en {n} años)',
  },
  notApplicable: 'No aplica (mismo año)',
  compoundRate: 'Tasa compuesta anual',
  chooseYear: 'Elige un año',
  quickAmounts: 'Cantidades rápidas',
  fromYear: 'Año de origen',
  quickYears: 'Años rápidos',
  introRange:
    'Introduce una cantidad mayor que 0 y elige un año de {first} a {latest} para ver cuánto vale en {latest}.',
  introNoData: 'Introduce una cantidad mayor que 0 y elige un año para ver cuánto vale hoy.',
  introIndex: 'La calculadora compara el índice de precios al consumidor de ambos años.',
  inDollars: 'En dólares de {year}',
  copy: 'Copiar',
  copyResult: 'Copiar resultado',
  indexDetails: 'Detalles del índice',
  otherWay: 'Dicho de otro modo: con {amount} en {toYear} se compra lo mismo que con {then} en {fromYear}.',
  aboutIndex:
    'El índice es el índice de precios al consumidor para todos los consumidores urbanos (CPI-U), media de las ciudades de EE. UU., todos los artículos, en promedios anuales (1982–84 = 100), de la Oficina de Estadísticas Laborales de EE. UU. Con los datos más recientes, un año todavía en curso es la media de los meses publicados hasta ahora.',
  seeAlso:
    '¿Comparas sueldos de distintos años? Conviértelos entre por hora, mensual y anual con el {salary}. ¿Vas a pedir un préstamo? Mira cuánto cuesta de verdad con la {loan}.',
  salaryConverter: 'Conversor de salario',
  loanCalculator: 'Calculadora de préstamos',
  summary: '{amount} de {fromYear} valen {adjusted} en {toYear}',
  doubled:
    'Los precios se han más que duplicado entre {fromYear} y {toYear}: un dólar de {toYear} compra menos de la mitad de lo que compraba en {fromYear}.',
} satisfies Translation<typeof en>;
