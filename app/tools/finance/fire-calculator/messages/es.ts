import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  note: 'Todas las cantidades están en dólares estadounidenses de hoy; la rentabilidad es real (descontada la inflación). Las tasas se introducen en porcentaje.',
  singleMode: 'Modo individual (solo la persona A)',
  singleModeHint: 'Oculta a la persona B, que deja de contar en el cálculo.',
  person: 'Persona {who}',
  personSuffix: ', persona {who}',
  household: 'Hogar',
  years: 'años',
  usdAYear: 'USD al año',
  age: 'Edad actual',
  retireAge: 'Edad de jubilación',
  salary: 'Salario',
  saveRate: 'Tasa de ahorro',
  saveRateHint: 'Parte del salario que ahorras.',
  startBalance: 'Saldo inicial',
  startBalanceHint: 'Ahorros invertidos hoy.',
  spendRetirement: 'Gasto en la jubilación',
  spendRetirementHint: 'Después de impuestos, para todo el hogar.',
  healthcare: 'Gastos médicos antes de los 65',
  healthcareHint: 'Por cada persona jubilada menor de {age} años.',
  taxRate: 'Tasa impositiva efectiva sobre los retiros',
  swr: 'Tasa de retiro segura',
  swrHint: 'Número FIRE = gasto ÷ esta tasa.',
  returnMean: 'Rentabilidad real, media',
  returnStdev: 'Rentabilidad real, desviación estándar',
  maxAge: 'Edad máxima',
  maxAgeHintSingle: 'El dinero debe durar hasta esta edad.',
  maxAgeHintCouple: 'El dinero debe durar hasta que la persona más joven llegue a esta edad.',
  fireNow: 'Ahora',
  fireNowIn: 'Ahora ({year})',
  fireYearK: 'Año {k}',
  fireYearKIn: 'Año {k} ({year})',
  p10: 'Percentil 10',
  p50: 'Mediana (percentil 50)',
  p90: 'Percentil 90',
  fireNumber: 'Número FIRE',
  zeroSwr: 'Una tasa de retiro segura del 0 % se interpreta como 4 %.',
  fireYear: 'Año FIRE',
  ageAtFire: 'Edad al alcanzar FIRE',
  agesAtFire: 'Edades al alcanzar FIRE',
  agesAB: 'A {a}, B {b}',
  reachedNow:
    'Tu saldo ya alcanza el número FIRE y, sin más ingresos, con la rentabilidad media dura hasta {ages}.',
  reachedInYear:
    'Al final del año {year} el saldo alcanza el número FIRE y, sin más ingresos, con la rentabilidad media dura hasta {ages}.',
  monteCarlo: 'Monte Carlo: {runs} simulaciones',
  drawnNow:
    'Todos dejan de trabajar ahora; la rentabilidad real de cada año se elige al azar (media del {mean} %, desviación estándar del {stdev} %).',
  drawnInYear:
    'Todos dejan de trabajar al final del año {year}, a {ages}; la rentabilidad real de cada año se elige al azar (media del {mean} %, desviación estándar del {stdev} %).',
  drawnPlan:
    'Tu plan tal como lo introdujiste, con jubilación a {ages} (no hay año FIRE); la rentabilidad real de cada año se elige al azar (media del {mean} %, desviación estándar del {stdev} %).',
  success: 'Éxito',
  successRuns: 'El {percent} % de las simulaciones nunca se queda sin dinero',
  percentilesNote: 'Percentiles del saldo al final, a {ages}.',
  planShort:
    'Tu plan tal como lo introdujiste, con jubilación a {ages} y la rentabilidad media: el dinero se agota en el año {year}, a {shortAges}.',
  planLasts:
    'Tu plan tal como lo introdujiste, con jubilación a {ages} y la rentabilidad media: el dinero dura hasta {endAges} y quedan {left}.',
  shareTitle: 'Calculadora FIRE',
  year: 'Año',
  ageColumn: 'Edad',
  ageA: 'Edad A',
  ageB: 'Edad B',
  balance: 'Saldo',
  contributed: 'Aportado',
  withdrew: 'Retirado',
  working: 'Trabaja',
  workingA: 'Trabaja A',
  workingB: 'Trabaja B',
  atAge: 'Edad {age}',
  atAgeCouple: 'Edad {age} (persona B: {ageB})',
  yes: 'Sí',
  no: 'No',
  chartNow: 'Saldo si todos dejan de trabajar ahora: mediana y percentiles 10–90 de {runs} simulaciones',
  chartInYear:
    'Saldo si todos dejan de trabajar al final del año {year}: mediana y percentiles 10–90 de {runs} simulaciones',
  chartPlan: 'Saldo con tu plan tal como lo introdujiste: mediana y percentiles 10–90 de {runs} simulaciones',
  ageOfA: 'Edad de la persona A',
  median: 'Mediana',
  band: 'Percentiles 10–90',
  sampleCaption: 'Tu plan tal como lo introdujiste: 5 años de muestra con la rentabilidad media',
  ranShort: '{balance} (dinero agotado)',
  rowsNote:
    'Filas: el primer año, el 25 %, el 50 % y el 75 % del recorrido, y el último de {years}. El año 1 son los próximos 12 meses; las edades son las del inicio del año, y el saldo, el del final.',
  howSimulated: 'Cómo se simula cada año',
  ruleWorking:
    'Una persona trabaja mientras sea más joven que su edad de jubilación (una edad de jubilación igual o inferior a la actual significa que ya está jubilada). Los retiros empiezan cuando todos se han jubilado.',
  ruleRunsSingle: 'La simulación dura hasta que la persona A llega a la edad máxima (como mucho, 120 años).',
  ruleRunsCouple:
    'La simulación dura hasta que la persona más joven llega a la edad máxima (como mucho, 120 años).',
  ruleFireYear:
    'El año FIRE es el primer año a cuyo final el saldo alcanza el número FIRE y, si todos dejan de trabajar entonces y cada año se obtiene la rentabilidad media, el dinero nunca se agota antes de la edad máxima.',
  ruleMonteCarlo:
    'El Monte Carlo repite el plan FIRE (o tu plan tal como lo introdujiste, si no hay año FIRE) 1000 veces con rentabilidades reales de distribución normal a partir de una semilla fija, así que los mismos datos dan siempre las mismas cifras. Una simulación tiene éxito si su saldo nunca se agota.',
  noFire:
    'Con estos supuestos no es posible alcanzar FIRE antes de la edad máxima. Reduce el gasto, ahorra más o jubílate más tarde.',
  yearCount: { one: '{n} año', many: '{n} años', other: '{n} años' },
  agesSingle: 'los {a} años',
  agesCouple: 'los {a} años (A) y {b} (B)',
  summaryNow:
    'Número FIRE: {fireNumber}. FIRE ahora, a {ages}. Monte Carlo: el {percent} % de {runs} simulaciones tiene éxito; saldo final: percentil 10 {p10}, mediana {p50}, percentil 90 {p90}.',
  summaryInYear:
    'Número FIRE: {fireNumber}. FIRE en el año {year}, a {ages}. Monte Carlo: el {percent} % de {runs} simulaciones tiene éxito; saldo final: percentil 10 {p10}, mediana {p50}, percentil 90 {p90}.',
  summaryNoFire:
    'Número FIRE: {fireNumber}. {message} Monte Carlo: el {percent} % de {runs} simulaciones tiene éxito; saldo final: percentil 10 {p10}, mediana {p50}, percentil 90 {p90}.',
  'step.start':
    'Saldo al inicio del año (el saldo final del año anterior; el año 1 empieza con los saldos iniciales).',
  'step.growth': 'Crecimiento: el saldo sube (o baja) según la rentabilidad real del año.',
  'step.savings': 'Ahorro: cada persona que sigue trabajando suma salario × tasa de ahorro.',
  'step.withdrawal':
    'Retiro, una vez que todos se han jubilado: el gasto en la jubilación más los gastos médicos de cada persona menor de 65 años, incrementado para cubrir los impuestos (necesidad ÷ (1 − tasa impositiva)). Si el saldo no alcanza, se retira lo que queda y el plan se queda sin dinero.',
  'step.end': 'Saldo al final del año.',
} satisfies Translation<typeof en>;
