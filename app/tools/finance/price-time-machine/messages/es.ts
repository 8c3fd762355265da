import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  item: 'Artículo',
  anchorLabel: 'Precio actual: {item}',
  anchorHint: 'USD {unit}; predeterminado: {amount}.',
  none: 'Ninguno',
  year: 'Año',
  compareWith: 'Comparar con (opcional)',
  dataRange:
    '{item}: datos de {from} a {to}. Los años entre datos se interpolan; los años anteriores muestran la primera cifra, y los posteriores, la última.',
  anchorsLegend: 'Precios actuales en los que se basan las estimaciones',
  anchorsNote:
    'El vehículo nuevo, el alquiler y la consulta médica siguen un índice de precios, no un precio: la herramienta lleva el precio actual hacia atrás con el índice. Cambia aquí el precio actual.',
  intro: 'Elige un artículo y un año para ver cuánto costaba entonces y cuánto sería en dólares de hoy.',
  priceLead: '{item}, {unit}, en {year}',
  inTodayDollars: '{amount} en dólares de hoy',
  compareError: 'Año de comparación {year}: {error}',
  changeHeading: 'Cambio de {from} a {to}',
  priceMultiple: 'Multiplicador del precio',
  priceChange: 'Variación del precio',
  notApplicable: 'No aplica',
  changeToday: 'Variación en dólares de hoy',
  title: 'Máquina del tiempo de precios',
  heldEarliest: '{year} muestra la cifra de {from} (primeros datos: {from}).',
  heldLatest: '{year} muestra la cifra de {from} (últimos datos: {from}).',
  anchorNote:
    'Estimado a partir del precio actual de {price} y del índice de precios del artículo ({index} en {year}).',
  costSame: 'Ajustado a la inflación, costaba lo mismo en {to} que en {from}.',
  costLess: 'Ajustado a la inflación, costaba {amount} menos en {to} que en {from}.',
  costMore: 'Ajustado a la inflación, costaba {amount} más en {to} que en {from}.',
  priceRow: 'Precio ({unit})',
  todayDollars: 'En dólares de hoy',
  minimumWage: 'Salario mínimo federal',
  perHour: '{amount} la hora',
  wageWork: 'Trabajo con salario mínimo',
  medianIncome: 'Ingreso mediano de los hogares',
  incomeShare: 'Parte del ingreso mediano',
  byYear: '{item} por año',
  figure: 'Cifra',
  chartTitle: '{item}, {unit}, de {from} a {to}: el precio de entonces y en dólares de hoy',
  priceThen: 'Precio de entonces',
  howWorkedOut: 'Cómo se calculan las cifras',
  aboutPrices:
    'Los precios son promedios de EE. UU. en dólares de su año. Entre los años con datos, el precio se interpola en línea recta; un año anterior a los primeros datos muestra la primera cifra, y uno posterior a los últimos datos, la última. El índice, el salario mínimo y el ingreso mediano siguen la misma regla.',
  aboutIndex:
    'Dólares de hoy = precio × índice actual ÷ índice de ese año, con el índice de precios al consumidor para todos los consumidores urbanos (Oficina de Estadísticas Laborales de EE. UU., promedios anuales, escalado para que 1970 sea {cpi1970} y 2024 sea {cpi2024}). Hasta que se añadan datos más recientes, el índice de los años posteriores a 2024 se mantiene en {cpi2024}, así que los dólares de hoy son dólares de 2024.',
  aboutWage:
    'Trabajo con salario mínimo = precio ÷ salario mínimo federal de ese año (Departamento de Trabajo de EE. UU.). Las compras grandes muestran también su parte del ingreso mediano de los hogares de ese año (Oficina del Censo de EE. UU.).',
  noData: 'No hay datos para ese año.',
  itemOption: '{item}, {unit}',
  anchorNoteWith:
    'Estimado a partir del precio actual de {price} y del índice de precios del artículo ({index} en {year}). {note}',
  yearLine: '{price} en {year} ({today} en dólares de hoy)',
  summary: '{item}, {unit}: {main}',
  summaryCompare: '{item}, {unit}: {main}; {compare}',
  summaryChange: '{item}, {unit}: {main}; {compare}; {times} el precio de {year}',
  minutes: { one: '{n} minuto', many: '{n} minutos', other: '{n} minutos' },
  underMinute: 'menos de 1 minuto',
  hours: '{hours} horas',
  'section.groceries': 'Alimentación',
  'section.energyTransport': 'Energía y transporte',
  'section.housing': 'Vivienda',
  'section.educationHealth': 'Educación y salud',
  'section.incomeWages': 'Ingresos y salarios',
  'unit.gallon': 'por galón',
  'unit.pound': 'por libra',
  'unit.dozen': 'por docena',
  'unit.ticket': 'por entrada',
  'unit.car': 'por vehículo',
  'unit.house': 'por vivienda',
  'unit.month': 'al mes',
  'unit.year': 'al año',
  'unit.visit': 'por consulta',
  'unit.hour': 'por hora',
  'item.milk': 'Leche (entera)',
  'item.bread': 'Pan blanco',
  'item.eggs': 'Huevos (grandes, categoría A)',
  'item.ground-beef': 'Carne de vacuno picada o molida',
  'item.coffee': 'Café molido',
  'item.gasoline': 'Gasolina (normal)',
  'item.movie-ticket': 'Entrada de cine',
  'item.new-car': 'Vehículo nuevo',
  'item.new-home': 'Vivienda nueva (mediana)',
  'item.rent': 'Alquiler (mediana)',
  'item.tuition': 'Matrícula universitaria pública (residentes del estado)',
  'item.doctor-visit': 'Consulta médica',
  'item.minimum-wage': 'Salario mínimo federal',
  'item.median-income': 'Ingreso mediano de los hogares',
  'note.new-car':
    'El índice de vehículos nuevos tiene en cuenta que los vehículos mejoran con el tiempo, así que la estimación es lo que habría costado entonces un vehículo como los de hoy: más que el vehículo típico de ese año.',
  'note.rent':
    'El índice sigue los alquileres que pagan los inquilinos, tanto de contratos nuevos como existentes.',
  'note.tuition':
    'Promedio de la matrícula y las tasas publicadas de un año en una universidad pública de cuatro años, para residentes del estado.',
  'note.doctor-visit':
    'El índice sigue el precio de los servicios médicos, contando lo que pagan las aseguradoras además del paciente.',
  'source.milk':
    'Fuente de la leche (entera): Oficina de Estadísticas Laborales de EE. UU., datos de precios medios: leche entera por galón (APU0000709112).',
  'source.bread':
    'Fuente del pan blanco: Oficina de Estadísticas Laborales de EE. UU., datos de precios medios: pan blanco de molde por libra (APU0000702111).',
  'source.eggs':
    'Fuente de los huevos (grandes, categoría A): Oficina de Estadísticas Laborales de EE. UU., datos de precios medios: huevos grandes de categoría A por docena (APU0000708111).',
  'source.ground-beef':
    'Fuente de la carne de vacuno picada o molida: Oficina de Estadísticas Laborales de EE. UU., datos de precios medios: carne 100 % de vacuno picada por libra (APU0000703112).',
  'source.coffee':
    'Fuente del café molido: Oficina de Estadísticas Laborales de EE. UU., datos de precios medios: café tostado 100 % molido por libra (APU0000717311).',
  'source.gasoline':
    'Fuente de la gasolina (normal): Oficina de Estadísticas Laborales de EE. UU., datos de precios medios: gasolina normal sin plomo por galón (APU000074714).',
  'source.movie-ticket':
    'Fuente de la entrada de cine: National Association of Theatre Owners (Cinema United), precio medio de la entrada de cine en EE. UU.',
  'source.new-car':
    'Fuente del vehículo nuevo: Oficina de Estadísticas Laborales de EE. UU., índice de precios al consumidor de vehículos nuevos (CUUR0000SETA01).',
  'source.new-home':
    'Fuente de la vivienda nueva (mediana): Oficina del Censo de EE. UU. y HUD, precio de venta mediano de las viviendas nuevas vendidas (MSPNHSUS).',
  'source.rent':
    'Fuente del alquiler (mediana): Oficina de Estadísticas Laborales de EE. UU., índice de precios al consumidor del alquiler de la vivienda principal (CUUR0000SEHA).',
  'source.tuition':
    'Fuente de la matrícula universitaria pública (residentes del estado): College Board, «Trends in College Pricing»: matrícula y tasas de universidades públicas de cuatro años para residentes del estado.',
  'source.doctor-visit':
    'Fuente de la consulta médica: Oficina de Estadísticas Laborales de EE. UU., índice de precios al consumidor de los servicios médicos (CUUR0000SEMC01).',
  'source.minimum-wage':
    'Fuente del salario mínimo federal: Departamento de Trabajo de EE. UU., historial del salario mínimo federal.',
  'source.median-income':
    'Fuente del ingreso mediano de los hogares: Oficina del Censo de EE. UU., ingreso mediano de los hogares (Historical Income Table H-8).',
} satisfies Translation<typeof en>;
