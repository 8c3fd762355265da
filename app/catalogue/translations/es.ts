import type { CatalogueTranslation } from './index';

/** The catalogue in Spanish (catalogue/translations/index.ts). */
export default {
  tools: {
    'compound-interest-calculator': {
      title: 'Calculadora de interés compuesto',
      description:
        'Calcula cómo crecen tus ahorros con interés compuesto y aportaciones periódicas, con desglose año por año y descarga en CSV.',
      keywords: [
        'calculadora de interés compuesto',
        'interés compuesto',
        'calcular interés compuesto',
        'simulador de ahorro',
        'calculadora de inversión',
        'rendimiento anual',
        'TAE',
        'aportaciones periódicas',
        'interes compuesto',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula aquí el interés compuesto?',
          answer:
            'En cada periodo de capitalización, el saldo crece según la tasa anual dividida entre el número de periodos al año y, después, se suma la aportación de ese periodo. Con capitalización mensual al 6 %, el saldo crece un 0,5 % cada mes. Los intereses ganados en un periodo generan a su vez intereses en todos los periodos siguientes.',
        },
        {
          question: '¿Cuándo se suman mis aportaciones?',
          answer:
            'Al final de cada periodo de capitalización, así que una aportación empieza a generar intereses en el periodo siguiente. La aportación es por periodo de capitalización: con capitalización mensual es una cantidad mensual, y con capitalización semanal, una cantidad semanal.',
        },
        {
          question: '¿Qué es la tasa anual efectiva?',
          answer:
            'Es el interés que rinde realmente un año una vez contada la capitalización: (1 + r/n)^n − 1. Al 6 % con capitalización mensual es del 6,17 %, y sube un poco cuanto más a menudo se capitalizan los intereses. En EE. UU. los bancos suelen llamarla APY, y en España, TAE.',
        },
        {
          question: '¿Puedo abrir la tabla en una hoja de cálculo?',
          answer:
            'Sí. «Descargar CSV» guarda compound_interest_schedule.csv con las columnas Año, Saldo inicial, Aportado, Intereses y Saldo final, como números sin formato con dos decimales. La dirección de la página también guarda tus datos, así que puedes guardar un cálculo en marcadores o compartirlo.',
        },
      ],
    },
    'inflation-calculator': {
      title: 'Calculadora de inflación',
      description:
        'Descubre cuánto vale hoy una cantidad en dólares estadounidenses de un año pasado, según el índice de precios al consumidor (IPC).',
      keywords: [
        'calculadora de inflación',
        'inflación en EE. UU.',
        'IPC',
        'poder adquisitivo',
        'valor del dólar',
        'dólares de hoy',
        'inflación acumulada',
        'calcular inflación',
        'inflacion',
      ],
      faqs: [
        {
          question: '¿De dónde salen los datos de inflación?',
          answer:
            'Del índice de precios al consumidor para todos los consumidores urbanos (CPI-U) de la Oficina de Estadísticas Laborales de EE. UU. (BLS): media de las ciudades de EE. UU., todos los artículos. Al abrirse, la página pide al BLS las últimas cifras mensuales y promedia los meses de cada año; si esa solicitud falla o tarda más de 5 segundos, usa una tabla integrada de promedios anuales de 1970 a 2024.',
        },
        {
          question: '¿Cómo se calcula la cantidad ajustada?',
          answer:
            'Multiplica tu cantidad por el índice del último año y la divide entre el índice del año que elegiste. Por ejemplo, 100 US$ de 1990 × 315,6 / 130,7 = 241,47 US$ en 2024. La inflación total es esa proporción menos 1, expresada en porcentaje.',
        },
        {
          question: '¿Qué diferencia hay entre la tasa anual simple y la compuesta?',
          answer:
            'La media simple divide la inflación total entre el número de años (141,47 % en 34 años son un 4,16 % al año). La tasa compuesta es la tasa anual constante que daría el mismo total si cada año se acumulara sobre el anterior (un 2,63 % al año de 1990 a 2024), que es como se acumula realmente la inflación.',
        },
        {
          question: '¿Por qué puede cambiar el último año mientras miro?',
          answer:
            'El resultado usa primero la tabla integrada y luego se actualiza si llegan datos más recientes de la Oficina de Estadísticas Laborales. Un año todavía en curso usa la media de los meses publicados hasta ahora, así que su cifra puede cambiar a medida que se publican nuevos meses.',
        },
      ],
    },
    'loan-payment-calculator': {
      title: 'Calculadora de préstamos',
      description:
        'Calcula la cuota, los intereses totales y la fecha de liquidación de un préstamo o una hipoteca, con tabla de amortización y pagos extra.',
      keywords: [
        'calculadora de préstamos',
        'cuota de préstamo',
        'calculadora de hipoteca',
        'simulador de hipoteca',
        'tabla de amortización',
        'amortización',
        'pago mensual',
        'simulador de crédito',
        'calculadora de credito',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula la cuota del préstamo?',
          answer:
            'Con la fórmula de amortización estándar (sistema francés): cuota = P × i / (1 − (1 + i)^−n), donde P es el importe prestado, i es la tasa anual dividida entre el número de pagos al año y n es el número de pagos (años × pagos al año, redondeado). Con una tasa del 0 %, el importe simplemente se reparte a partes iguales entre los pagos.',
        },
        {
          question: '¿Qué hace un pago extra por periodo?',
          answer:
            'La cantidad extra va directamente al capital en cada pago, así que se acumulan menos intereses y el préstamo termina antes. La calculadora lo compara con el mismo préstamo sin el pago extra y muestra los intereses y el tiempo que ahorras. El último pago extra se reduce para que nunca pagues más de lo que debes.',
        },
        {
          question: '¿Por qué pagar cada dos semanas o cada semana genera menos intereses?',
          answer:
            'Los intereses se cobran sobre un saldo que se reduce más a menudo, así que se acumulan un poco menos entre pagos. Además, pagar cada dos semanas la mitad de la cuota mensual equivale a 13 cuotas mensuales al año (26 mitades), lo que liquida antes el préstamo. Cambia «Pagos al año» para compararlo.',
        },
        {
          question: '¿Puedo ver la tabla de amortización completa?',
          answer:
            'Sí. La tabla muestra los primeros 360 pagos; «Mostrar todas las filas» los enumera todos, y «Descargar CSV» guarda la tabla completa (periodo, cuota, intereses, capital, extra y saldo) para una hoja de cálculo. No se sube nada: todo se calcula en tu navegador.',
        },
      ],
    },
    'salary-converter': {
      title: 'Conversor de salario',
      description:
        'Convierte tu sueldo entre pago por hora, por día, por semana, por mes y por año, teniendo en cuenta las vacaciones y los festivos.',
      keywords: [
        'conversor de salario',
        'salario por hora',
        'sueldo anual a mensual',
        'calcular sueldo por hora',
        'salario anual',
        'sueldo mensual',
        'calculadora de salario',
        'pago por hora',
        'ingresos',
      ],
      faqs: [
        {
          question: '¿Cómo convierto un salario por hora en un salario anual?',
          answer:
            'Multiplica la tarifa por hora por las horas al día, los días a la semana y las semanas pagadas al año. Con 8 horas al día, 5 días a la semana y 52 semanas, 25 US$ la hora son 25 × 8 × 5 × 52 = 52.000 US$ al año, o 4333,33 US$ al mes.',
        },
        {
          question: '¿Las vacaciones y los festivos reducen mi sueldo anual?',
          answer:
            'No. Las vacaciones y los festivos pagados se cobran, así que no cambian tu sueldo. Lo que sí significan es que trabajas menos horas por el mismo dinero, por eso el conversor también muestra tu tarifa por hora efectiva sobre las horas que realmente trabajas. Con 10 días de vacaciones y 10 festivos son 1920 horas en lugar de 2080, así que 52.000 US$ al año equivalen a 27,08 US$ por hora trabajada.',
        },
        {
          question: '¿Qué diferencia hay entre cobrar cada dos semanas y cobrar dos veces al mes?',
          answer:
            'Si cobras cada dos semanas, cada pago corresponde a dos semanas de sueldo (26 pagos en un año de 52 semanas). Si cobras dos veces al mes (quincenalmente), cada pago es el sueldo anual dividido entre 24. Los pagos quincenales son un poco mayores, pero hay menos.',
        },
        {
          question: '¿Por qué el sueldo mensual no es cuatro veces el semanal?',
          answer:
            'Un año tiene 52 semanas pero solo 12 meses, así que un mes tiene de media unas 4,33 semanas. El conversor toma el sueldo mensual como la doceava parte del anual: 1000 US$ a la semana durante 52 semanas son 52.000 US$ al año, o 4333,33 US$ al mes.',
        },
      ],
    },
    'finance-tip-calculator': {
      title: 'Calculadora de propinas con impuestos',
      description:
        'Divide una cuenta con impuestos, cargo por servicio y propina sobre el importe antes de impuestos, en seis monedas y con redondeo por persona.',
      keywords: [
        'calculadora de propinas',
        'calcular propina',
        'propina con impuestos',
        'dividir la cuenta',
        'cargo por servicio',
        'propina en restaurante',
        'pagar a partes iguales',
        'propina por persona',
      ],
      faqs: [
        {
          question: '¿La propina se calcula antes o después de impuestos?',
          answer:
            'Lo habitual es calcular la propina sobre el importe antes de impuestos, así que es la opción predeterminada. Elige «Después de impuestos» para calcularla sobre la cuenta más los impuestos. En una cuenta de 100 US$ con un 10 % de impuestos, una propina del 20 % son 20,00 US$ antes de impuestos o 22,00 US$ después.',
        },
        {
          question: '¿Cómo funciona el redondeo por persona?',
          answer:
            'Con «Cada parte hasta el siguiente 0,50», la parte de cada persona sube al siguiente múltiplo de 0,50 y el total pasa a ser esa parte multiplicada por el número de personas. Por ejemplo, 105,63 € entre 3 son 35,21 €, que pasan a 35,50 €, así que el total es de 106,50 €. Los 0,87 € de más se suman a la propina, y la página muestra el nuevo porcentaje de propina (16,04 % en lugar de 15 %).',
        },
        {
          question: '¿El cargo por servicio forma parte de la propina?',
          answer:
            'No. El cargo por servicio es un porcentaje aparte de la cuenta, que se suma al total en su propia línea. La propina nunca se calcula sobre él. Si tu cuenta ya incluye un cargo por servicio, quizá prefieras dejar menos propina.',
        },
        {
          question: '¿Por qué algunas personas pagan un centavo más?',
          answer:
            'El dinero se cuenta en centavos enteros y no todos los totales se dividen de forma exacta. 128,50 US$ entre 4 son 32,125 US$, así que 2 personas pagan 32,13 US$ y 2 pagan 32,12 US$. Elige un modo de redondeo si prefieres que todos paguen la misma cantidad redonda.',
        },
      ],
    },
    'fire-calculator': {
      title: 'Calculadora FIRE',
      description:
        'Calcula cuándo podrás (tú y tu pareja) alcanzar la independencia financiera y jubilarte antes, con una prueba de estrés Monte Carlo.',
      keywords: [
        'calculadora FIRE',
        'independencia financiera',
        'jubilación anticipada',
        'retiro anticipado',
        'calculadora de jubilación',
        'tasa de retiro segura',
        'regla del 4 %',
        'Monte Carlo',
        'movimiento FIRE',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula el número FIRE?',
          answer:
            'Es tu gasto anual en la jubilación dividido entre la tasa de retiro segura, por ejemplo 60.000 US$ ÷ 3,8 % = 1.578.947 US$. Una tasa de 0 se interpreta como 4 %. Los gastos médicos antes de los 65 años y los impuestos no están en el número FIRE, pero se suman a los retiros anuales en la simulación.',
        },
        {
          question: '¿Cómo se determina el año FIRE?',
          answer:
            'La calculadora simula tu plan año por año en dólares de hoy: primero el crecimiento con la rentabilidad real, luego los ahorros de quien siga trabajando y, una vez que todos se han jubilado, el gasto más los gastos médicos de cada persona menor de 65 años, incrementados para cubrir los impuestos. El año FIRE es el primer año cuyo saldo final alcanza el número FIRE y que, a partir de ahí, sin más ingresos y con la rentabilidad media cada año, nunca se queda sin dinero hasta que la persona más joven llega a la edad máxima.',
        },
        {
          question: '¿Qué significa la tasa de éxito de Monte Carlo?',
          answer:
            'Repite 1000 veces la jubilación en el año FIRE (o tu plan tal como lo introdujiste, si no hay año FIRE), tomando la rentabilidad real de cada año de una distribución normal con tu media y tu desviación estándar y con una semilla fija, de modo que los mismos datos dan siempre las mismas cifras. La tasa de éxito es la proporción de simulaciones en las que el dinero nunca se agota; los percentiles 10, 50 y 90 son los saldos al final. Puede rondar el 50 % aunque exista un año FIRE, porque el año FIRE supone la rentabilidad media todos los años.',
        },
      ],
    },
    'unit-price-calculator': {
      title: 'Calculadora de precio por unidad',
      description:
        'Compara hasta diez productos por su precio por unidad para encontrar la mejor opción y saber cuánto ahorras.',
      keywords: [
        'precio por unidad',
        'precio unitario',
        'precio por kilo',
        'precio por litro',
        'comparar precios',
        'mejor precio',
        'calculadora de precio unitario',
        'comparador de precios supermercado',
        'ahorro',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula el precio por unidad?',
          answer:
            'El precio por unidad es el precio dividido entre la cantidad; por ejemplo, 3,99 US$ por 16 oz son unos 0,249 US$ por onza. Para comparar productos que se venden en tamaños distintos, cada cantidad se convierte primero a una unidad común: la que usan la mayoría de tus productos.',
        },
        {
          question: '¿Puedo comparar onzas con gramos, o litros con galones?',
          answer:
            'Sí. Los pesos (oz, lb, g, kg) se comparan con pesos, y los volúmenes (ml, L, fl oz, qt, gal), con volúmenes, usando factores de conversión exactos: 1 oz = 28,349523125 g, 1 lb = 453,59237 g y 1 galón estadounidense = 3,785411784 L. Las onzas líquidas, los cuartos de galón y los galones son medidas de EE. UU.',
        },
        {
          question: '¿Por qué uno de mis productos no aparece en la clasificación?',
          answer:
            'Un peso no se puede comparar con un volumen ni con un número de unidades sin conocer la densidad o el tamaño de cada artículo, así que los productos con otro tipo de unidad reciben una nota en su lugar. Además, para entrar en la clasificación, un producto necesita un precio y una cantidad mayores que 0.',
        },
        {
          question: '¿Qué significa el porcentaje de ahorro?',
          answer:
            'Es cuánto menos cuesta un producto por unidad que el producto más caro de la comparación. Por ejemplo, 9,98 por 48 oz cuesta un 16,6 % menos por onza que 3,99 por 16 oz.',
        },
      ],
    },
    'price-time-machine': {
      title: 'Máquina del tiempo de precios',
      description:
        'Cuánto costaban en EE. UU. la leche, el pan, la gasolina, el alquiler, la universidad y más desde 1970, en dólares de hoy y en horas de salario mínimo.',
      keywords: [
        'precios históricos',
        'cuánto costaba',
        'costo de vida',
        'coste de la vida',
        'precios de antes',
        'inflación',
        'salario mínimo',
        'precios en 1970',
        'antes y ahora',
      ],
      faqs: [
        {
          question: '¿Cómo calcula la herramienta un precio en dólares de hoy?',
          answer:
            'Multiplica el precio por el índice de precios al consumidor actual y lo divide entre el índice de ese año. El índice es el promedio anual del CPI-U de la Oficina de Estadísticas Laborales de EE. UU., escalado para que 1970 sea 38 y 2024 sea 310. Hasta que se añadan datos más recientes, el índice de los años posteriores a 2024 se mantiene en 310, así que los dólares de hoy son, por ahora, dólares de 2024.',
        },
        {
          question: '¿Qué pasa con los años que quedan entre los datos, o fuera de ellos?',
          answer:
            'Cada artículo tiene cifras aproximadamente cada 5 a 10 años, de 1970 a 2024. Los años intermedios se interpolan en línea recta entre las dos cifras más cercanas. Un año anterior a la primera cifra muestra la primera, y uno posterior a la última muestra la última; la página indica de qué año es la cifra.',
        },
        {
          question:
            '¿Por qué el vehículo nuevo, el alquiler y la consulta médica se muestran como estimaciones?',
          answer:
            'Para estos tres, la herramienta usa un índice de precios al consumidor en lugar de un precio: el precio de un año es el precio actual multiplicado por el índice de ese año y dividido entre el índice más reciente. Los precios actuales parten de 48.000 US$ por un vehículo nuevo, 1600 US$ al mes de alquiler y 120 US$ por una consulta médica, y puedes cambiarlos. El índice de vehículos nuevos tiene en cuenta que los vehículos mejoran con el tiempo, así que los precios del pasado salen más altos de lo que costaba entonces un vehículo típico.',
        },
      ],
    },
    'freelancer-tax-buffer': {
      title: 'Reserva de impuestos para freelancers',
      description:
        'Calcula cuánto apartar de un pago como freelance para los impuestos federales, estatales y de autónomo en EE. UU., con los plazos trimestrales.',
      keywords: [
        'impuestos freelance EE. UU.',
        'impuestos para autónomos en Estados Unidos',
        'self-employment tax',
        '1099',
        'impuesto estimado trimestral',
        'cuánto apartar para impuestos',
        'trabajador independiente',
        'freelancer',
        'IRS',
      ],
      faqs: [
        {
          question: '¿Qué parte de un pago como freelance debo apartar para impuestos?',
          answer:
            'La herramienta suma tres partes: el impuesto de trabajo por cuenta propia (self-employment tax: 15,3 % sobre el 92,35 % de tu beneficio neto, alrededor del 14,1 %), el impuesto federal sobre la renta adicional que causa el pago sumado a tu salario W-2, y una tasa estatal fija sobre el beneficio neto. Con los valores predeterminados (un pago de 5000 US$, 25 % de gastos, California, declarante soltero, sin otros ingresos) son 717,36 US$, o el 14,35 % del pago: 529,86 US$ de impuesto de trabajo por cuenta propia, 187,50 US$ de impuesto estatal y nada de impuesto federal sobre la renta, porque los ingresos quedan por debajo de la deducción estándar de 14.600 US$. Es una estimación con las tablas federales de 2024, no asesoramiento fiscal.',
        },
        {
          question: '¿Cuándo vencen los pagos trimestrales de impuestos estimados?',
          answer:
            'El 15 de abril, el 15 de junio y el 15 de septiembre del año fiscal, y el 15 de enero del año siguiente. Si una fecha cae en fin de semana o en un festivo oficial, el plazo pasa al siguiente día hábil. El archivo de calendario que se descarga incluye los vencimientos de hoy en adelante, o los cuatro si ya han pasado todos.',
        },
        {
          question: '¿Por qué mi salario W-2 cambia la cantidad?',
          answer:
            'El impuesto federal sobre la renta se cobra por tramos, y el pago tributa encima de tu salario. Un declarante soltero con 60.000 US$ de salario W-2 paga 591,72 US$ de impuesto federal sobre la renta por un pago de 5000 US$ con un 25 % de gastos, una parte al 12 % y otra al 22 %, así que la reserva sube a 1309,08 US$ en California. Además, el impuesto de la Seguridad Social deja de aplicarse a partir de la base salarial de 168.600 US$ (2024), sumando salario e ingresos por cuenta propia: si tu salario W-2 sujeto a la Seguridad Social ya la alcanza, solo se aplica la parte de Medicare, del 2,9 %.',
        },
      ],
    },
    'meeting-cost-stopwatch': {
      title: 'Cronómetro del costo de una reunión',
      description:
        'Mira en tiempo real cuánto cuesta una reunión según el número de asistentes y su salario medio.',
      keywords: [
        'costo de una reunión',
        'coste de una reunión',
        'cuánto cuesta una reunión',
        'cronómetro de reuniones',
        'calculadora de reuniones',
        'productividad',
        'salario por hora',
        'reuniones eficientes',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula el costo de una reunión?',
          answer:
            'El salario anual de cada asistente se convierte en una tarifa por hora sobre 2080 horas de trabajo (40 horas × 52 semanas) y se multiplica por el número de asistentes y por el tiempo transcurrido. Ocho personas que ganan 120.000 US$ cuestan en conjunto unos 461,54 US$ la hora, así que una reunión de 30 minutos cuesta 230,77 US$.',
        },
        {
          question: '¿El cronómetro sigue contando si cambio de pestaña?',
          answer:
            'Sí. El tiempo se mide con el reloj desde que pulsas «Iniciar», no contando tics, así que sigue siendo correcto aunque el navegador ralentice una pestaña en segundo plano o el dispositivo entre en reposo. «Pausa» guarda el tiempo en la dirección de la página, así que al recargarla o al abrir un enlace compartido se ve la misma reunión.',
        },
        {
          question: '¿Puedo pegar la lista de invitados en lugar de contar a las personas?',
          answer:
            'Sí. Pega las direcciones de correo electrónico de los asistentes en el cuadro «Asistentes» y cada signo @ cuenta como una persona. Las direcciones se quedan en tu navegador: solo el número va en el enlace.',
        },
      ],
    },
    'age-calculator': {
      title: 'Calculadora de edad',
      description:
        'Calcula tu edad exacta en años, meses y días, el total de días y horas vividos y cuánto falta para tu próximo cumpleaños.',
      keywords: [
        'calculadora de edad',
        'cuántos años tengo',
        'calcular edad',
        'calcular mi edad',
        'edad exacta',
        'fecha de nacimiento',
        'días vividos',
        'cumpleaños',
        'cuantos años tengo',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula mi edad en años, meses y días?',
          answer:
            'Contamos los años completos desde tu último cumpleaños, luego los meses completos desde el último aniversario mensual de tu fecha de nacimiento y, por último, los días restantes. Sumadas a tu fecha de nacimiento, las tres partes dan siempre exactamente la fecha objetivo. Cuando un mes es demasiado corto (naciste un día 31 y el mes tiene 30 días), el aniversario mensual cae en su último día.',
        },
        {
          question: 'Nací el 29 de febrero. ¿Cuándo es mi cumpleaños los demás años?',
          answer:
            'En los años no bisiestos, la calculadora sitúa tu cumpleaños el 28 de febrero: ese día tu edad sube un año y la cuenta regresiva muestra 0 días. En los años bisiestos, tu cumpleaños es el propio 29 de febrero.',
        },
        {
          question: '¿Son exactas las horas y los minutos totales?',
          answer:
            'Son el número total de días multiplicado por 24 y por 1440. Cuentan días completos de medianoche a medianoche, así que no tienen en cuenta la hora a la que naciste ni los cambios de horario de verano.',
        },
        {
          question: '¿Qué es la próxima edad redonda?',
          answer:
            'Es el siguiente múltiplo de 5 por encima de tu edad actual en años completos: con 38 años es 40, y el día que cumples 40 pasa a ser 45. La calculadora muestra la fecha en que la alcanzas y cuántos días faltan.',
        },
      ],
    },
    'days-until': {
      title: 'Cuántos días faltan para una fecha',
      description:
        'Cuenta los días, semanas y horas que faltan para cualquier fecha o festivo, y añade el evento a tu calendario.',
      keywords: [
        'cuántos días faltan',
        'cuantos dias faltan para',
        'días que faltan',
        'cuenta regresiva',
        'cuenta atrás',
        'contador de días',
        'días hasta una fecha',
        'festivos',
      ],
      faqs: [
        {
          question: '¿Se cuenta el día de hoy?',
          answer:
            'No: se cuentan días completos desde hoy hasta la fecha que elijas, así que si la fecha es hoy se muestran 0 días, y si es mañana, 1 día. Las semanas son semanas completas (días entre 7, redondeado hacia abajo) y los meses son los días entre 30,44, la duración media de un mes.',
        },
        {
          question: '¿Cómo se calculan las fechas de Pascua, el Día de la Madre y Acción de Gracias?',
          answer:
            'Cada festivo cuenta hasta su próxima fecha, a partir de hoy incluido. El Domingo de Pascua sigue el cálculo de la Pascua occidental (gregoriana). El Día de la Madre es el segundo domingo de mayo; el Memorial Day, el último lunes de mayo; el Día del Padre, el tercer domingo de junio; el Día del Trabajo (Labor Day), el primer lunes de septiembre, y Acción de Gracias, el cuarto jueves de noviembre, como en Estados Unidos.',
        },
        {
          question: '¿Puedo compartir mi cuenta regresiva o añadirla a mi calendario?',
          answer:
            'Sí. La fecha, el nombre del evento y el festivo se guardan en la dirección de la página, así que «Compartir», «Enlace permanente» o copiar la dirección te dan un enlace que abre la misma cuenta regresiva (contada desde el día en que se abre). «Añadir al calendario (.ics)» descarga un archivo .ics con un evento de día completo que Google Calendar, Apple Calendar y Outlook pueden importar.',
        },
        {
          question: '¿Por qué dice «La fecha objetivo debe estar en el futuro»?',
          answer:
            'La cuenta regresiva solo cuenta hacia delante, así que no se puede usar una fecha anterior a hoy. Elige hoy o una fecha posterior. Un enlace compartido a un festivo de un año pasado cuenta, en cambio, hasta la próxima fecha de ese festivo.',
        },
      ],
    },
    'business-days': {
      title: 'Calculadora de días hábiles',
      description:
        'Cuenta los días hábiles entre dos fechas, sin fines de semana y, si quieres, sin los festivos federales de EE. UU.',
      keywords: [
        'calculadora de días hábiles',
        'días hábiles',
        'días laborables',
        'días laborales',
        'contar días hábiles',
        'días entre dos fechas',
        'festivos de EE. UU.',
        'dias habiles',
      ],
      faqs: [
        {
          question: '¿La calculadora cuenta la fecha de inicio y la de fin?',
          answer:
            'La fecha de inicio cuenta siempre. La de fin solo cuenta si marcas «Incluir fecha de fin», así que de lunes a viernes de una misma semana son 4 días hábiles sin esa opción y 5 con ella.',
        },
        {
          question: '¿Qué festivos se excluyen?',
          answer:
            'Los 11 festivos federales de EE. UU.: Año Nuevo, el Día de Martin Luther King Jr., el Día de los Presidentes, el Memorial Day, Juneteenth, el Día de la Independencia, el Labor Day, el Día de Colón (Columbus Day), el Día de los Veteranos, Acción de Gracias y Navidad. Juneteenth cuenta desde 2021, y el Día de Martin Luther King Jr., desde 1986. No se incluyen los festivos estatales ni locales.',
        },
        {
          question: '¿Qué pasa cuando un festivo cae en fin de semana?',
          answer:
            'Se descuenta el día hábil al que se traslada: si cae en sábado, el viernes anterior; si cae en domingo, el lunes siguiente. Cuando el 1 de enero es sábado, Año Nuevo se traslada al viernes 31 de diciembre del año anterior, así que un intervalo que termina ese día lo descuenta.',
        },
        {
          question: '¿Cómo se calculan las «Semanas abarcadas»?',
          answer:
            'Es el número de días contados dividido entre 7, con un decimal, y se muestra junto a las semanas y los días completos (39 días son 5,6, o 5 semanas y 4 días). Se pueden contar intervalos de hasta 100 años.',
        },
      ],
    },
    'friday-13th': {
      title: 'Buscador de viernes 13',
      description: 'Encuentra el próximo viernes 13 y todos los de cualquier año entre 1900 y 2100.',
      keywords: [
        'viernes 13',
        'próximo viernes 13',
        'cuándo es el próximo viernes 13',
        'viernes 13 este año',
        'mala suerte',
        'superstición',
        'calendario',
      ],
      faqs: [
        {
          question: '¿Cada cuánto hay un viernes 13?',
          answer:
            'Todos los años tienen al menos un viernes 13 y como máximo tres. Un mes tiene uno exactamente cuando empieza en domingo. 2026 tiene tres (febrero, marzo y noviembre), mientras que 2027 solo tiene uno, en agosto.',
        },
        {
          question: '¿Cuál es la espera más larga entre dos viernes 13?',
          answer:
            'Catorce meses, como de julio de 2001 a septiembre de 2002, o de agosto de 2027 a octubre de 2028. La más corta es de cuatro semanas: de febrero a marzo de un año no bisiesto, como en 2015 y 2026.',
        },
        {
          question: '¿De verdad es más probable que el 13 caiga en viernes?',
          answer:
            'Ligeramente. El calendario gregoriano se repite cada 400 años y, en ese ciclo, el día 13 cae en viernes 688 veces, frente a entre 684 y 687 veces en cada uno de los demás días de la semana.',
        },
        {
          question: '¿Cómo se calcula el próximo viernes 13?',
          answer:
            'A partir de la fecha de hoy en tu propia zona horaria. Si hoy es viernes 13, cuenta como el próximo y el aviso lo indica. La lista por años abarca de 1900 a 2100 y muestra hace cuántos días fue cada fecha o cuántos faltan para ella.',
        },
      ],
    },
    'what-day': {
      title: '¿Qué día de la semana fue?',
      description:
        'Descubre el día de la semana de cualquier fecha, qué día del año es, si el año es bisiesto y la fase lunar.',
      keywords: [
        'qué día de la semana fue',
        'qué día cae',
        'día de la semana de una fecha',
        'que dia fue',
        'fase lunar',
        'día del año',
        'año bisiesto',
        'calendario',
      ],
      faqs: [
        {
          question: '¿Qué calendario usa para las fechas antiguas?',
          answer:
            'El calendario gregoriano para todas las fechas, extendido hacia atrás antes de su adopción (1582 en gran parte de Europa, 1752 en Gran Bretaña y sus colonias). Los documentos antiguos suelen usar fechas julianas, que pueden diferir de estas entre 10 y 13 días.',
        },
        {
          question: '¿Qué precisión tiene la fase lunar?',
          answer:
            'Se basa en el ciclo lunar medio de 29,53058867 días, contado desde la luna nueva del 6 de enero de 2000 a las 18:14 UTC, y se calcula al mediodía UTC de tu fecha. Cada una de las 8 fases dura unos 3,7 días, así que cerca de un cambio de fase el cielo real puede ir un día adelantado o atrasado. El porcentaje iluminado se redondea a 0, 25, 50, 75 o 100.',
        },
        {
          question: '¿Qué es un año bisiesto?',
          answer:
            'Un año divisible entre 4, salvo los años de fin de siglo que no son divisibles entre 400. Así, 2000 y 2024 son bisiestos, pero 1900 y 2100 no. Un año bisiesto tiene 366 días.',
        },
        {
          question: '¿Qué es el día del año?',
          answer:
            'El número de días transcurridos desde el inicio del año, con el 1 de enero como día 1. El 31 de diciembre es el día 365, o el 366 en un año bisiesto.',
        },
      ],
    },
    'world-clock': {
      title: 'Reloj mundial y conversor de zonas horarias',
      description:
        'Consulta la hora actual en ciudades de todo el mundo y convierte una hora entre zonas horarias.',
      keywords: [
        'reloj mundial',
        'hora mundial',
        'conversor de zonas horarias',
        'diferencia horaria',
        'zona horaria',
        'qué hora es en',
        'hora actual',
        'husos horarios',
        'UTC',
      ],
      faqs: [
        {
          question: '¿El reloj mundial tiene en cuenta el horario de verano?',
          answer:
            'Sí. Cada ciudad está vinculada a su zona horaria oficial de la IANA (como America/New_York o Europe/London), y la base de datos de zonas horarias de tu navegador aplica las reglas del horario de verano para la fecha exacta. Por eso entre Nueva York y Londres hay 4 horas de diferencia durante unas semanas en marzo y de nuevo a finales de octubre, cuando solo una de las dos ha cambiado la hora, y 5 horas el resto del año.',
        },
        {
          question: '¿Por qué el conversor pide una fecha?',
          answer:
            'La diferencia entre dos ciudades depende de la fecha: los países cambian la hora en días distintos, y el hemisferio sur lo hace en la estación opuesta. Por defecto, la fecha es hoy; elige otra para planear una llamada futura. Cuando la hora convertida cae en otro día, el resultado indica «día siguiente» o «día anterior».',
        },
        {
          question:
            '¿Y si introduzco una hora que no existe, como las 2:30 de la noche en que se adelantan los relojes?',
          answer:
            'Esa hora no existe en la ciudad, así que el conversor adelanta la hora lo mismo que el salto (las 2:30 pasan a ser las 3:30 en Nueva York el segundo domingo de marzo) y te lo indica. Para una hora que ocurre dos veces cuando se atrasan los relojes, usa la primera y muestra las dos diferencias con UTC.',
        },
        {
          question: '¿Puedo guardar o compartir mi lista de ciudades?',
          answer:
            'Tus ciudades y los datos del conversor se guardan en la dirección de la página, así que al guardar el enlace en marcadores o compartirlo vuelves a ver las mismas ciudades y la misma conversión. No se envía nada a ningún servidor: los relojes funcionan en tu navegador con el reloj de tu propio dispositivo.',
        },
      ],
    },
    'half-birthday-calculator': {
      title: 'Calculadora de medio cumpleaños',
      description:
        'Averigua la fecha de tu medio cumpleaños, seis meses después de tu cumpleaños, y añádela a tu calendario.',
      keywords: [
        'medio cumpleaños',
        'calculadora de medio cumpleaños',
        'seis meses después de mi cumpleaños',
        'half birthday',
        'medio año de edad',
        'cumpleaños',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula el medio cumpleaños?',
          answer:
            'Es seis meses de calendario después de tu cumpleaños: si naciste el 18 de abril, tu medio cumpleaños es el 18 de octubre de cada año. La calculadora muestra el medio cumpleaños de este año, el próximo con los días que faltan y la media edad que cumples, como 36½.',
        },
        {
          question: '¿Y si nací el 31 de agosto o en otro día que no existe seis meses después?',
          answer:
            'El medio cumpleaños cae en el último día de ese mes, calculado para cada año: el 29, 30 o 31 de agosto dan el 28 de febrero, o el 29 en un año bisiesto; el 31 de marzo, mayo, octubre y diciembre dan el 30 de septiembre, noviembre, abril y junio. Un cumpleaños el 29 de febrero da el 29 de agosto todos los años.',
        },
        {
          question: '¿El medio cumpleaños es exactamente 182,5 días después de mi cumpleaños?',
          answer:
            'No. Como los cumpleaños, los medios cumpleaños siguen el calendario y no un recuento de días, así que la diferencia es de 181 a 184 días según los meses intermedios. La mayoría de la gente lo celebra el mismo día del mes, seis meses después, que es lo que usa esta calculadora.',
        },
        {
          question: '¿Puedo añadir mi medio cumpleaños al calendario?',
          answer:
            'Sí: «Añadir al calendario (.ics)» descarga un archivo con tu próximo medio cumpleaños como evento de día completo, que Google Calendar, Apple Calendar y Outlook pueden importar. El archivo se crea en tu navegador; no se sube nada.',
        },
      ],
    },
    'days-until-christmas': {
      title: 'Cuántos días faltan para Navidad',
      description:
        'Cuenta regresiva en tiempo real hasta el día de Navidad, con los días de compras que quedan y un plan de preparativos.',
      keywords: [
        'cuántos días faltan para Navidad',
        'cuanto falta para navidad',
        'cuenta regresiva Navidad',
        'cuenta atrás Navidad',
        '25 de diciembre',
        'días para Navidad',
        'días de compras',
      ],
      faqs: [
        {
          question: '¿Cómo se cuentan los días de compras?',
          answer:
            'Seis de cada siete días restantes, redondeando hacia abajo: se deja fuera un día por semana, ya que muchas tiendas cierran o abren menos horas los domingos.',
        },
        {
          question: '¿Qué pasa el mismo día de Navidad?',
          answer:
            'El 25 de diciembre, la cuenta regresiva pasa a la Navidad del año siguiente, así que nunca muestra 0 ni un número negativo.',
        },
        {
          question: '¿Puedo añadir la Navidad a mi calendario?',
          answer:
            'Sí: «Añadir al calendario (.ics)» descarga christmas-AÑO.ics, un evento de día completo que Google Calendar, Apple Calendar y Outlook pueden importar. No se sube nada.',
        },
      ],
    },
    'days-until-new-years': {
      title: 'Cuántos días faltan para Año Nuevo',
      description:
        'Cuenta regresiva de los días, horas y minutos que faltan para el 1 de enero y el comienzo del año nuevo.',
      keywords: [
        'cuántos días faltan para Año Nuevo',
        'cuanto falta para año nuevo',
        'cuenta regresiva Año Nuevo',
        'cuenta atrás fin de año',
        '1 de enero',
        'Nochevieja',
        'fin de año',
      ],
      faqs: [
        {
          question: '¿Qué fecha usa la cuenta regresiva de Año Nuevo?',
          answer:
            'Siempre el 1 de enero del año siguiente, contando desde la fecha de hoy en tu propia zona horaria. El propio 1 de enero, cuenta hasta el siguiente día de Año Nuevo.',
        },
        {
          question: '¿Por qué las horas y los minutos corresponden a días completos?',
          answer:
            'La cuenta regresiva es por días: las horas son los días restantes multiplicados por 24, y los minutos, por 1440, calculados una sola vez al abrir la página.',
        },
        {
          question: '¿Puedo añadirlo a mi calendario?',
          answer:
            'Sí: «Añadir al calendario (.ics)» descarga new-years-AÑO.ics, un evento de día completo el 1 de enero.',
        },
      ],
    },
    'days-until-halloween': {
      title: 'Cuántos días faltan para Halloween',
      description:
        'Cuenta regresiva hasta Halloween, el 31 de octubre, para preparar a tiempo los disfraces y las fiestas.',
      keywords: [
        'cuántos días faltan para Halloween',
        'cuanto falta para halloween',
        'cuenta regresiva Halloween',
        '31 de octubre',
        'disfraces',
        'fiesta de Halloween',
      ],
      faqs: [
        {
          question: '¿Cuándo es Halloween?',
          answer:
            'Cada año, el 31 de octubre. Una vez llegado el día, la cuenta regresiva pasa al Halloween del año siguiente.',
        },
        {
          question: '¿Cómo se elige la etapa del plan?',
          answer:
            'La etapa marcada con «Estás aquí» depende de los días que faltan: más de 60, de 31 a 60, de 15 a 30, de 8 a 14 y la última semana.',
        },
        {
          question: '¿Puedo añadir Halloween a mi calendario?',
          answer:
            'Sí: «Añadir al calendario (.ics)» descarga halloween-AÑO.ics, un evento de día completo el 31 de octubre.',
        },
      ],
    },
    'days-until-valentines-day': {
      title: 'Cuántos días faltan para San Valentín',
      description:
        'Cuenta regresiva hasta San Valentín, el 14 de febrero, con ideas para prepararlo en cada etapa.',
      keywords: [
        'cuántos días faltan para San Valentín',
        'cuanto falta para san valentin',
        'cuenta regresiva San Valentín',
        '14 de febrero',
        'Día de los Enamorados',
        'Día del Amor y la Amistad',
        'San Valentín',
      ],
      faqs: [
        {
          question: '¿Cuándo es San Valentín?',
          answer:
            'Cada año, el 14 de febrero. Ese mismo día, la cuenta regresiva pasa al del año siguiente, para que puedas empezar a planearlo de nuevo.',
        },
        {
          question: '¿Cómo cambian los consejos?',
          answer:
            'Siguen los días que faltan: con más de 30 días es momento de planear; de 15 a 30, de reservar; de 8 a 14, de encargar flores y regalos, y la última semana es para los detalles personales.',
        },
        {
          question: '¿Puedo añadir San Valentín a mi calendario?',
          answer:
            'Sí: «Añadir al calendario (.ics)» descarga valentines-day-AÑO.ics, un evento de día completo el 14 de febrero.',
        },
      ],
    },
    'pet-age-calculator': {
      title: 'Calculadora de edad de mascotas',
      description:
        'Convierte la edad de perros, gatos, conejos y conejillos de Indias en años humanos, según el tamaño en el caso de los perros.',
      keywords: [
        'edad de perro en años humanos',
        'años de perro',
        'años de gato',
        'edad de mi perro',
        'edad de mi gato',
        'calculadora de edad de perros',
        'años humanos',
        'mascotas',
        'conejo',
        'cobaya',
      ],
      faqs: [
        {
          question: '¿Cómo se convierte la edad de mi mascota en años humanos?',
          answer:
            'Cada animal tiene una tabla de edades y sus equivalentes humanos. Las edades entre dos filas se calculan en línea recta entre ellas (un perro mediano de 1,5 años está a medio camino entre 15 y 24, así que tiene unos 20), y el resultado se redondea a años enteros. Los perros siguen la guía de la AVMA publicada por el American Kennel Club: unos 15 años humanos el primer año, 24 a los dos y, después, unos 4, 5, 6 o 7 años por año para perros pequeños, medianos, grandes y gigantes. Los gatos siguen la tabla de la AAFP/AAHA: 15, 24 y luego 4 por año.',
        },
        {
          question: '¿Por qué importa el tamaño de mi perro?',
          answer:
            'Los perros más grandes envejecen más deprisa una vez adultos y suelen vivir menos. Elige el tamaño según el peso adulto: pequeño, menos de 20 lb (unos 9 kg); mediano, de 20 a 50 lb (de 9 a 23 kg); grande, de 50 a 90 lb (de 23 a 41 kg), y gigante, más de 90 lb (unos 41 kg). A los 7 años, un perro pequeño tiene unos 44 años humanos, y uno grande, unos 54.',
        },
        {
          question: '¿Por qué hay un aviso para conejos y conejillos de Indias mayores?',
          answer:
            'Los conejos suelen vivir hasta unos 10 años, y los conejillos de Indias, hasta unos 7. Pasadas esas edades, las tablas simplemente se prolongan, así que el resultado es una estimación extrapolada. Las edades de más de 15 años en conejos y de más de 12 en conejillos de Indias se cuentan como 15 y 12.',
        },
        {
          question: '¿Es exacto el resultado?',
          answer:
            'No. Toda conversión es una regla aproximada: la raza, el tamaño, la salud y los cuidados cambian cómo envejece un animal, y las tablas de conejos y conejillos de Indias no son estándares veterinarios oficiales. Úsala por diversión y como orientación general, y consulta a tu veterinario sobre la etapa de vida y los cuidados de tu mascota.',
        },
      ],
    },
    'what-week-number': {
      title: '¿En qué semana estamos?',
      description:
        'Consulta el número de semana ISO de hoy o de cualquier fecha, con el primer y el último día de esa semana.',
      keywords: [
        'número de semana',
        'en qué semana estamos',
        'qué semana es hoy',
        'semana actual',
        'semana ISO',
        'semana del año',
        'calendario con semanas',
        'numero de semana',
      ],
      faqs: [
        {
          question: '¿Cómo se cuentan los números de semana ISO?',
          answer:
            'Según la norma ISO 8601, que se usa en Europa y gran parte del mundo, las semanas van de lunes a domingo y la semana 1 es la que contiene el primer jueves del año (la semana del 4 de enero). Cada semana pertenece al año de su jueves.',
        },
        {
          question: '¿Por qué el 1 de enero cae a veces en la semana 52 o 53 del año anterior?',
          answer:
            'Cuando el 1 de enero es viernes, sábado o domingo, el jueves de su semana está en diciembre, así que la semana pertenece al año anterior: el 1 de enero de 2027 está en la semana 53 de 2026. Del mismo modo, del 29 al 31 de diciembre pueden caer en la semana 1 del año siguiente, como el 30 de diciembre de 2024, que estaba en la semana 1 de 2025.',
        },
        {
          question: '¿Todos los años tienen 52 semanas?',
          answer:
            'La mayoría de los años ISO tienen 52 semanas, pero un año que empieza en jueves, o un año bisiesto que empieza en miércoles, tiene 53. 2020, 2026 y 2032 son años de 53 semanas.',
        },
        {
          question: '¿Por qué mi calendario estadounidense muestra otro número de semana?',
          answer:
            'Muchos calendarios y hojas de cálculo de EE. UU. (NUM.DE.SEMANA de Excel, por defecto) empiezan la semana en domingo y llaman semana 1 a la que contiene el 1 de enero, por corta que sea. Sus números pueden ser uno más que el ISO, y con ese sistema un año tiene 53 o 54 semanas. La herramienta muestra ambos.',
        },
      ],
    },
    'percentage-calculator': {
      title: 'Calculadora de porcentajes',
      description:
        'Calcula el X % de un número, qué porcentaje es un número de otro, y aumenta o reduce un valor en un porcentaje.',
      keywords: [
        'calculadora de porcentajes',
        'calcular porcentaje',
        'sacar porcentaje',
        'porcentaje de un número',
        'qué porcentaje es',
        'aumento porcentual',
        'calcular descuento',
        'regla de tres',
        'porcentajes',
        'calculadora de porcentaje',
      ],
      faqs: [
        {
          question: '¿Cómo calculo el porcentaje de un número?',
          answer:
            'Multiplica el número por el porcentaje y divide entre 100. Por ejemplo, el 15 % de 200 es 200 × 15 ÷ 100 = 30.',
        },
        {
          question: '¿Cómo sé qué porcentaje es un número de otro?',
          answer:
            'Divide el primer número entre el segundo y multiplica por 100. Por ejemplo, 30 es el 15 % de 200 porque 30 ÷ 200 × 100 = 15. Dividir entre cero no tiene resultado, así que se muestra un guion.',
        },
        {
          question: '¿Cómo aumento o reduzco un número en un porcentaje?',
          answer:
            'Multiplica por 1 más el porcentaje para un aumento, o por 1 menos el porcentaje para una reducción. 200 aumentado un 15 % es 200 × 1,15 = 230; reducido un 15 %, es 200 × 0,85 = 170.',
        },
      ],
    },
    'basic-tip-calculator': {
      title: 'Calculadora de propinas',
      description:
        'Calcula la propina y divide la cuenta entre hasta 50 personas, con botones rápidos de propina del 15 al 25 %.',
      keywords: [
        'calculadora de propinas',
        'calcular propina',
        'cuánta propina dejar',
        'dividir la cuenta',
        'propina por persona',
        'propina en restaurante',
        'porcentaje de propina',
        'calculadora de propina',
      ],
      faqs: [
        {
          question: '¿Entre cuántas personas se puede dividir la cuenta?',
          answer: 'Se puede dividir entre hasta 50 personas; la cantidad por persona incluye la propina.',
        },
        {
          question: '¿Cuánta propina debo dejar?',
          answer:
            'En Estados Unidos lo habitual es un 15–20 % en restaurantes con servicio de mesa. Las costumbres varían mucho según el país: el Propinómetro muestra las normas de 16 países.',
        },
      ],
    },
    'roman-numeral-converter': {
      title: 'Conversor de números romanos',
      description:
        'Convierte números a números romanos y números romanos a números, del 1 al 3999, con el desglose paso a paso.',
      keywords: [
        'números romanos',
        'conversor de números romanos',
        'convertir a números romanos',
        'traductor de números romanos',
        'año en números romanos',
        'calculadora de números romanos',
        'MCMXCIV',
        'numeros romanos',
      ],
      faqs: [
        {
          question: '¿Qué números se pueden convertir?',
          answer:
            'Los números enteros del 1 al 3999, el intervalo que pueden escribir los números romanos estándar. En sentido contrario, se leen números romanos de hasta MMMMCMXCIX (4999) escritos en forma canónica.',
        },
        {
          question: '¿Qué es la forma romana canónica?',
          answer:
            'Los símbolos van de mayor a menor, I, X, C o M se repiten como máximo tres veces seguidas y solo se usan los pares sustractivos IV, IX, XL, XC, CD y CM. IIII o IC no son canónicos, así que se rechazan.',
        },
        {
          question: '¿Cómo se escribe 1994?',
          answer: 'MCMXCIV: M (1000) + CM (900) + XC (90) + IV (4).',
        },
      ],
    },
    'spell-number': {
      title: 'Números a letras en inglés',
      description:
        'Escribe cualquier número con palabras en inglés, con decimales y negativos, hasta 999 billones.',
      keywords: [
        'números a letras en inglés',
        'número en letras en inglés',
        'escribir números en inglés',
        'números en inglés',
        'cheque en inglés',
        'cantidad en letras',
        'number to words',
        'numeros en ingles',
      ],
      faqs: [
        {
          question: '¿Cómo se escriben los decimales con palabras?',
          answer:
            'Las cifras tras la coma decimal se leen una a una después de «and», seguidas del nombre de la posición: 1234,56 se convierte en «one thousand two hundred thirty-four and five six hundredths». Una, dos y tres cifras dan «tenths», «hundredths» y «thousandths»; cuatro dan «ten-thousandths», y las fracciones más largas terminan en «decimal places».',
        },
        {
          question: '¿Cómo escribo la cantidad de un cheque?',
          answer:
            'Elige el estilo «Cheque». Los dólares se escriben con palabras y los centavos como fracción de 100, por ejemplo «One hundred twenty-three and 45/100 dollars». Las cantidades se redondean al centavo más cercano, y medio centavo se redondea hacia arriba.',
        },
        {
          question: '¿Cuál es el número más grande que puede escribir?',
          answer:
            'Hasta 999.999.999.999.999 (justo por debajo de mil billones), positivo o negativo. Con un número mayor aparece «El número es demasiado grande (máx.: 999 billones)».',
        },
        {
          question: '¿Puedo escribir separadores de miles o un signo menos?',
          answer:
            'Sí. Los separadores de miles, como en 1.000.000, se ignoran, y un signo menos al principio da «negative». Usa el botón ± si tu teclado no tiene la tecla del menos. No se admite la notación científica, como 1e5: escribe las cifras.',
        },
      ],
    },
    'temperature-converter': {
      title: 'Conversor de temperatura',
      description:
        'Convierte al instante entre grados Celsius, Fahrenheit y Kelvin, con una descripción de cómo se siente esa temperatura.',
      keywords: [
        'conversor de temperatura',
        'Celsius a Fahrenheit',
        'Fahrenheit a Celsius',
        'pasar de Fahrenheit a Celsius',
        'grados centígrados',
        'grados Fahrenheit',
        'Kelvin',
        'convertir grados',
        'farenheit a celsius',
      ],
      faqs: [
        {
          question: '¿Cómo paso de Celsius a Fahrenheit?',
          answer:
            'Multiplica por 9/5 y suma 32: 37 °C × 9/5 + 32 = 98,6 °F. Para volver, resta 32 y multiplica por 5/9.',
        },
        {
          question: '¿Cómo convierto a Kelvin?',
          answer:
            'Suma 273,15 a la cifra en Celsius: 20 °C son 293,15 K. El kelvin no lleva símbolo de grado ni tiene valores negativos, porque 0 K es el cero absoluto.',
        },
        {
          question: '¿Cuál es la temperatura más baja posible?',
          answer:
            'El cero absoluto: -273,15 °C, -459,67 °F o 0 K. Con cualquier valor inferior aparece «La temperatura no puede ser inferior al cero absoluto (-273,15 °C, -459,67 °F, 0 K)».',
        },
        {
          question: '¿Dónde coinciden Celsius y Fahrenheit?',
          answer: 'En -40: -40 °C son exactamente -40 °F.',
        },
      ],
    },
    'unit-converter': {
      title: 'Conversor de unidades',
      description:
        'Convierte longitudes y pesos entre el sistema métrico y el imperial: metros, pies, millas, kilos, libras y más.',
      keywords: [
        'conversor de unidades',
        'convertir unidades',
        'km a millas',
        'kg a libras',
        'libras a kilos',
        'pies a metros',
        'pulgadas a cm',
        'sistema métrico',
        'sistema imperial',
        'convertidor de unidades',
      ],
      faqs: [
        {
          question: '¿Son exactos los factores de conversión?',
          answer:
            'Sí. Desde 1959, la pulgada se define como exactamente 2,54 cm y la libra como exactamente 0,45359237 kg, así que 1 milla son 1609,344 m y 1 onza, 28,349523125 g. Los resultados se redondean a 6 decimales como máximo.',
        },
        {
          question: '¿Cuántas libras tiene un kilo?',
          answer:
            '1 kg son unas 2,204623 lb (1 ÷ 0,45359237). Para un cálculo mental rápido, multiplica los kilos por dos y suma un 10 %.',
        },
        {
          question: '¿Cuántas millas tiene un kilómetro?',
          answer: '1 km son unas 0,621371 millas; 1 milla son exactamente 1,609344 km.',
        },
        {
          question: '¿Una tonelada métrica es lo mismo que una «ton»?',
          answer:
            'No. La t de aquí es la tonelada métrica de 1000 kg. La tonelada corta estadounidense son 2000 lb (unos 907 kg), y la tonelada larga británica, 2240 lb (unos 1016 kg).',
        },
      ],
    },
    'plain-old-calculator': {
      title: 'Calculadora de toda la vida',
      description:
        'Una calculadora sencilla y cómoda de usar con el teclado para las cuentas de cada día, con teclas de porcentaje y de cambio de signo.',
      keywords: [
        'calculadora',
        'calculadora online',
        'calculadora en línea',
        'calculadora básica',
        'calculadora simple',
        'calculadora gratis',
        'sumar',
        'restar',
        'multiplicar',
        'dividir',
      ],
      faqs: [
        {
          question: '¿Por qué 2 + 3 × 4 da 20 y no 14?',
          answer:
            'Esta calculadora funciona como una calculadora de bolsillo: cada operación se hace en cuanto pulsas el siguiente operador, así que 2 + 3 pasa a ser 5 antes de aplicar × 4. Para obtener 14, calcula primero 3 × 4 y después suma 2.',
        },
        {
          question: '¿Cómo funciona la tecla %?',
          answer:
            'Sola, % divide el número entre 100 (50 % da 0,5). Con una operación pendiente, calcula ese porcentaje del primer número: 200 + 10 % convierte el 10 en 20, así que = da 220, y 200 − 10 % = da 180.',
        },
        {
          question: '¿Por qué aquí 0,1 + 0,2 da exactamente 0,3?',
          answer:
            'Muchas aplicaciones guardan los números en binario y muestran 0,30000000000000004. Esta calculadora trabaja con decimales exactos, conserva 20 cifras significativas y muestra hasta 15, así que las cuentas de cada día salen como esperas. Los resultados muy grandes o muy pequeños se muestran en forma exponencial, como 1,5e+20.',
        },
        {
          question: '¿Puedo usar el teclado?',
          answer:
            'Sí, desde que se abre la página: las cifras, . o , para la coma decimal, + - * / para las operaciones, = o Intro (Enter) para el resultado, % para el porcentaje, Retroceso para borrar una cifra y Esc para borrarlo todo. Si vuelves a pulsar =, se repite la última operación.',
        },
      ],
    },
    'bmi-calculator': {
      title: 'Calculadora de IMC',
      description:
        'Calcula tu índice de masa corporal (IMC) en unidades métricas o imperiales y mira en qué rango de la escala queda.',
      keywords: [
        'calculadora de IMC',
        'calcular IMC',
        'índice de masa corporal',
        'IMC',
        'peso ideal',
        'peso saludable',
        'tabla de IMC',
        'sobrepeso',
        'BMI',
        'calcular imc',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula el IMC?',
          answer:
            'El peso en kilos dividido entre la estatura en metros al cuadrado. En libras y pulgadas es 703 × peso ÷ estatura². 72 kg con 1,78 m dan 72 ÷ 1,78² = 22,7.',
        },
        {
          question: '¿Cuáles son las categorías del IMC?',
          answer:
            'Para adultos: menos de 18,5, bajo peso; de 18,5 a 24,9, peso saludable; de 25 a 29,9, sobrepeso; de 30 a 34,9, obesidad de clase I; de 35 a 39,9, de clase II, y 40 o más, de clase III (Organización Mundial de la Salud y CDC).',
        },
        {
          question: '¿El IMC es preciso para todo el mundo?',
          answer:
            'No. El IMC es una cifra orientativa, no un diagnóstico: no distingue el músculo de la grasa y no está pensado para niños, adolescentes ni para el embarazo. Un médico puede valorar el cuadro completo.',
        },
        {
          question: '¿Cuál es el peso saludable para mi estatura?',
          answer:
            'Los pesos que dan un IMC de 18,5 a 24,9. Para 178 cm, son de 58,6 a 78,9 kg; la calculadora lo calcula para la estatura que introduzcas.',
        },
      ],
    },
    'peptide-calculator': {
      title: 'Calculadora de péptidos',
      description:
        'Calcula el peso molecular, el punto isoeléctrico, la carga neta y el coeficiente de extinción de un péptido a partir de su secuencia.',
      keywords: [
        'calculadora de péptidos',
        'peso molecular de un péptido',
        'punto isoeléctrico',
        'pI',
        'carga neta',
        'coeficiente de extinción',
        'aminoácidos',
        'masa monoisotópica',
        'secuencia peptídica',
      ],
      faqs: [
        {
          question: '¿Qué masa debo usar, la monoisotópica o la media?',
          answer:
            'Usa la masa monoisotópica para identificar picos en espectrometría de masas de alta resolución, y el peso molecular medio (g/mol) para pesar y para concentraciones molares. La masa media tiene en cuenta la mezcla natural de isótopos, así que es aproximadamente un 0,06 % mayor.',
        },
        {
          question: '¿Por qué la calculadora dice que el pI es mayor que 14?',
          answer:
            'El punto isoeléctrico es el pH en el que la carga neta es cero. Un péptido con residuos básicos pero sin ningún grupo ácido (por ejemplo, un péptido amidado sin D, E, C ni Y) mantiene una carga positiva a cualquier pH de 0 a 14, así que no tiene pI en ese intervalo. Los valores de pI también dependen del conjunto de pKa usado, así que pueden diferir unas décimas de los de otras calculadoras.',
        },
        {
          question: '¿Puedo pegar una entrada FASTA o códigos de tres letras?',
          answer:
            'Sí. Se omite la línea de encabezado que empieza por >, se ignoran los espacios y los números, y también se leen códigos de tres letras separados por guiones, como H-Arg-Pro-Lys-NH2. Ac- y -NH2 alrededor de una secuencia se interpretan como acetilación N-terminal y amidación C-terminal. Cualquier otro carácter se ignora y aparece en una lista bajo el cuadro.',
        },
        {
          question: '¿Cómo preparo una solución de una molaridad determinada?',
          answer:
            'Elige mM en el asistente de soluciones, selecciona qué quieres calcular e introduce los otros dos valores. Usa el peso molecular medio del propio péptido; los péptidos liofilizados también contienen contraiones (como TFA o acetato) y agua, así que comprueba el contenido neto de péptido en tu certificado de análisis. Esta herramienta es solo para uso en investigación, no para dosificación ni inyección.',
        },
      ],
    },
    'unix-timestamp-converter': {
      title: 'Conversor de timestamp Unix',
      description:
        'Convierte marcas de tiempo Unix (epoch) en fechas legibles y fechas en timestamps, en segundos o milisegundos.',
      keywords: [
        'timestamp Unix',
        'convertir timestamp a fecha',
        'marca de tiempo Unix',
        'epoch',
        'tiempo Unix',
        'epoch converter',
        'fecha a timestamp',
        'milisegundos a fecha',
        'POSIX',
      ],
      faqs: [
        {
          question: '¿Qué es un timestamp Unix?',
          answer:
            'Es el número de segundos transcurridos desde las 00:00:00 UTC del 1 de enero de 1970 (la época Unix), sin contar los segundos intercalares. En un mismo instante es igual en todo el mundo, y por eso lo usan los sistemas informáticos; las zonas horarias solo importan al convertirlo en una fecha y una hora de reloj.',
        },
        {
          question: '¿Cómo sabe el conversor si introduje segundos, milisegundos o microsegundos?',
          answer:
            'Por el número de cifras. Hasta 11 cifras se leen como segundos (1700000000); de 12 a 14, como milisegundos (1700000000000, como usa JavaScript), y de 15 a 17, como microsegundos. Para las fechas actuales, estos intervalos nunca se solapan. El resultado indica siempre qué unidad se usó, y se admite una parte decimal, como en 1700000000,5.',
        },
        {
          question: '¿Puede ser negativo un timestamp Unix?',
          answer:
            'Sí. Un timestamp negativo es un momento anterior a 1970: -1 son las 23:59:59 UTC del 31 de diciembre de 1969, y -86400 es un día antes de la época Unix.',
        },
        {
          question: '¿Qué es el problema del año 2038?',
          answer:
            'Los sistemas que guardan el timestamp en un número de 32 bits con signo solo pueden contar hasta 2147483647, que corresponde a las 03:14:07 UTC del 19 de enero de 2038. Un segundo después, ese contador da la vuelta y salta a una fecha de diciembre de 1901. Los sistemas que usan números de 64 bits, como la mayoría hoy en día, no se ven afectados.',
        },
      ],
    },
    'remove-line-breaks': {
      title: 'Eliminar saltos de línea',
      description:
        'Elimina los saltos de línea no deseados de un texto copiado y, si quieres, conserva los saltos de párrafo.',
      keywords: [
        'eliminar saltos de línea',
        'quitar saltos de línea',
        'quitar enters',
        'texto copiado de PDF',
        'limpiar texto',
        'unir líneas',
        'párrafos',
        'saltos de linea',
      ],
      faqs: [
        {
          question: '¿Por qué el texto pegado de un PDF tiene saltos de línea en mitad de las frases?',
          answer:
            'Los PDF guardan cada línea impresa por separado, así que al copiar se conserva un salto al final de cada línea. Esta herramienta convierte cada salto en un solo espacio para que las frases vuelvan a fluir.',
        },
        {
          question: '¿Puedo conservar mis párrafos?',
          answer:
            'Sí. Marca «Conservar los saltos de párrafo»: una línea en blanco entre párrafos se mantiene como una sola línea en blanco, y solo se eliminan los saltos dentro de los párrafos.',
        },
        {
          question: '¿Funciona con los finales de línea de Windows y Mac?',
          answer:
            'Sí. Los finales de línea de Windows (CR LF), de los Mac antiguos (CR) y de Unix (LF), así como los separadores de línea y de párrafo de Unicode, se tratan todos como saltos de línea.',
        },
      ],
    },
    'text-case-converter': {
      title: 'Conversor de mayúsculas y minúsculas',
      description:
        'Convierte texto a minúsculas, mayúsculas, tipo título, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE o dot.case.',
      keywords: [
        'mayúsculas a minúsculas',
        'convertir a mayúsculas',
        'convertir a minúsculas',
        'pasar texto a mayúsculas',
        'conversor de mayúsculas',
        'tipo título',
        'camelCase',
        'snake_case',
        'kebab-case',
        'mayusculas y minusculas',
      ],
      faqs: [
        {
          question: '¿Qué diferencia hay entre camelCase y PascalCase?',
          answer:
            'Los dos unen las palabras sin espacios y ponen en mayúscula la inicial de cada palabra; camelCase empieza con minúscula (userName) y PascalCase, con mayúscula (UserName).',
        },
        {
          question: '¿Puede convertir un nombre de variable que ya existe?',
          answer:
            'Sí. Las palabras se separan por espacios, signos de puntuación, guiones bajos, guiones y cambios de camelCase, así que getUserByID pasa a ser get_user_by_id, get-user-by-id o GET_USER_BY_ID.',
        },
        {
          question: '¿Se conservan las letras con tilde y las no latinas?',
          answer:
            'Sí. Las letras de cualquier alfabeto se mantienen tal cual y solo cambia si van en mayúscula o minúscula: crème brûlée se convierte en crèmeBrûlée en camelCase.',
        },
      ],
    },
    'slug-generator': {
      title: 'Generador de slugs',
      description:
        'Convierte un título en un slug de URL limpio y optimizado para SEO, con el separador y la longitud que elijas.',
      keywords: [
        'generador de slugs',
        'slug',
        'slug de URL',
        'URL amigable',
        'URL limpia',
        'enlace permanente',
        'SEO',
        'generar slug',
      ],
      faqs: [
        {
          question: '¿Qué es un slug de URL?',
          answer:
            'La parte legible de una dirección web que da nombre a una página, como creme-brulee-tips en example.com/blog/creme-brulee-tips. Los buenos slugs son cortos, van en minúsculas y llevan guiones entre las palabras.',
        },
        {
          question: '¿Qué longitud debe tener un slug?',
          answer:
            'Como máximo 60 caracteres, para que sea legible y no se corte en los resultados de búsqueda. La herramienta comprueba la longitud y puede recortar el slug al máximo que indiques.',
        },
        {
          question: '¿Qué pasa con las tildes y los símbolos?',
          answer:
            'Se quitan las tildes (crème pasa a ser creme), letras como ß y æ se escriben con letras básicas (ss, ae), se eliminan la puntuación y los símbolos, y los espacios pasan a ser el separador que elijas.',
        },
      ],
    },
    'uuid-generator': {
      title: 'Generador de UUID',
      description:
        'Genera UUID aleatorios de versión 4 en bloque, en formato estándar, corto, en mayúsculas o entre llaves.',
      keywords: [
        'generador de UUID',
        'generar UUID',
        'UUID v4',
        'GUID',
        'generar GUID',
        'identificador único',
        'ID aleatorio',
        'uuid online',
      ],
      faqs: [
        {
          question: '¿Estos UUID son realmente aleatorios y únicos?',
          answer:
            'Son UUID de versión 4 con 122 bits aleatorios del generador aleatorio criptográfico de tu navegador. La probabilidad de que dos coincidan alguna vez es tan pequeña que se puede ignorar, incluso entre miles de millones de UUID.',
        },
        {
          question: '¿Qué significan los formatos?',
          answer:
            '«Estándar» va en minúsculas con guiones (8-4-4-4-12). «Corto» quita los guiones, «Mayúsculas» usa letras mayúsculas y «Entre llaves» rodea el UUID con llaves, como suelen mostrar los GUID las herramientas de Microsoft.',
        },
        {
          question: '¿Cómo sé de qué versión es un UUID?',
          answer:
            'Pégalo en «Comprobar un UUID». La versión es la primera cifra del tercer grupo: 4 para los aleatorios, 1 para los basados en el tiempo, 7 para los basados en el tiempo Unix, etc.',
        },
      ],
    },
    'json-beautifier': {
      title: 'Formateador y validador de JSON',
      description:
        'Formatea, valida, ordena y minifica JSON en tu navegador, con errores de análisis claros.',
      keywords: [
        'formatear JSON',
        'formateador JSON',
        'validar JSON',
        'validador JSON',
        'JSON formatter',
        'beautify JSON',
        'minificar JSON',
        'embellecer JSON',
        'json online',
      ],
      faqs: [
        {
          question: '¿Se sube mi JSON a algún sitio?',
          answer:
            'No. El formateo, la validación y la minificación se hacen en tu navegador, y los documentos grandes se procesan en un worker en segundo plano en tu propio dispositivo. Solo los documentos cortos (500 caracteres o menos) se guardan en el enlace de la página, y solo si compartes ese enlace.',
        },
        {
          question: '¿El formateo cambiará mis números o mi texto?',
          answer:
            'No. Solo cambian los espacios en blanco y, si la ordenación está activada, el orden de las claves. Los números como 12345678901234567890 o 1.50 y las secuencias de escape como \\u00e9 se conservan exactamente como los escribiste. Muchos formateadores los redondean o los reescriben.',
        },
        {
          question: '¿Cómo se ordenan las claves?',
          answer:
            'Los objetos se ordenan en todos los niveles, incluidos los que están dentro de arrays, mientras que los arrays mantienen su orden. Las claves se comparan por código de carácter, así que las mayúsculas van antes que las minúsculas, «10» va antes que «9» y las letras con tilde van después de la «z».',
        },
        {
          question: '¿Qué significa «Error al analizar el JSON»?',
          answer:
            'Tu texto no es JSON válido. El mensaje viene del propio analizador de tu navegador; cuando indica una posición, la herramienta muestra la línea y la columna y marca el punto con un acento circunflejo (^). Las causas más comunes son las comas finales, las comillas simples y las claves sin comillas.',
        },
      ],
    },
    'base64-image-converter': {
      title: 'Convertir imagen a Base64',
      description: 'Codifica una imagen como data URL en Base64 para CSS o HTML, todo en tu navegador.',
      keywords: [
        'imagen a Base64',
        'convertir imagen a Base64',
        'Base64',
        'data URI',
        'data URL',
        'codificar imagen',
        'image to base64',
        'imagen incrustada en CSS',
      ],
      faqs: [
        {
          question: '¿Se sube mi imagen a algún sitio?',
          answer: 'No. Tu navegador lee y codifica la imagen, que nunca sale de tu dispositivo.',
        },
        {
          question: '¿Qué tamaño puede tener la imagen?',
          answer:
            'Hasta 10 MB. El texto en Base64 ocupa aproximadamente un tercio más que el archivo original.',
        },
      ],
    },
    'keyboard-tester': {
      title: 'Test de teclado',
      description:
        'Prueba todas las teclas de tu teclado y mira cuáles responden, con un contador de pulsaciones en tiempo real.',
      keywords: [
        'test de teclado',
        'probar teclado',
        'probador de teclado',
        'comprobar teclado',
        'teclado online',
        'teclas que no funcionan',
        'teclas atascadas',
        'keyboard test',
        'keycode',
      ],
      faqs: [
        {
          question: '¿Cómo pruebo mi teclado con esta herramienta?',
          answer:
            'Abre la página y pulsa cada tecla una vez. Una tecla se ilumina mientras la mantienes pulsada y queda marcada con una marca de verificación una vez probada; el contador y el porcentaje completado se actualizan a medida que avanzas. Cuando hayas pulsado las 104 teclas de un teclado estadounidense completo, aparece un mensaje de éxito. «Reiniciar» empieza de nuevo.',
        },
        {
          question: '¿Por qué el teclado de mi portátil no llega al 100 %?',
          answer:
            'El test usa un teclado completo con teclado numérico, Insert, Impr Pant, Bloq Despl y Pausa. Los teclados de portátiles y los compactos no tienen algunas de estas teclas, así que se quedan por debajo del 100 %. Las teclas que están en tu teclado pero no en este diseño, como las teclas multimedia, se siguen mostrando como última tecla y en «Otras teclas pulsadas».',
        },
        {
          question:
            '¿Por qué se prueban por separado las teclas Mayús, Ctrl y Alt de la izquierda y de la derecha?',
          answer:
            'Cada tecla se identifica por su posición física (KeyboardEvent.code), así que ShiftLeft y ShiftRight, o Digit1 y Numpad1, son teclas distintas. El panel de la última tecla también muestra la ubicación: 0 estándar, 1 izquierda, 2 derecha, 3 teclado numérico.',
        },
        {
          question: '¿Pulsar teclas aquí puede cerrar o recargar la página?',
          answer:
            'Mientras pruebas, la página impide que Tab, Espacio, las flechas, Retroceso, F1 a F12 y Alt desplacen la página, la recarguen o abran menús. Los navegadores nunca dejan que una página bloquee algunos atajos, como Ctrl+W, Ctrl+T, Alt+Tab o Cmd+Q, así que evítalos. Mantener pulsada una tecla cuenta como una sola pulsación, y nada de lo que escribes sale de tu navegador.',
        },
      ],
    },
    'regex-tester': {
      title: 'Probador de expresiones regulares',
      description:
        'Prueba expresiones regulares de JavaScript con un texto, mira las coincidencias y los grupos, y prueba reemplazos.',
      keywords: [
        'regex tester',
        'probar regex',
        'regex online',
        'expresiones regulares',
        'probador de expresiones regulares',
        'regexp',
        'patrón',
        'buscar y reemplazar',
        'expresion regular',
      ],
      faqs: [
        {
          question: '¿Qué variante de regex usa este probador?',
          answer:
            'El propio motor de JavaScript de tu navegador, así que los resultados coinciden con lo que hacen RegExp, String.match y String.replace en tu código. Se admiten los indicadores (flags) g, i, m, s, u e y.',
        },
        {
          question: '¿Por qué dice que mi patrón tardó demasiado?',
          answer:
            'Los patrones se ejecutan en segundo plano y se detienen al cabo de 1 segundo. Las repeticiones anidadas como (a+)+ pueden provocar un backtracking exponencial con un texto que casi coincide; haz las repeticiones más específicas o elimina el anidamiento.',
        },
        {
          question: '¿Cómo uso los grupos en el reemplazo?',
          answer:
            'Escribe $1, $2, etc. para los grupos numerados, $<name> para los grupos con nombre, $& para la coincidencia completa y $$ para un signo de dólar. Sin el indicador g, solo se reemplaza la primera coincidencia.',
        },
        {
          question: '¿Por qué no aparecen algunas coincidencias?',
          answer:
            'Las coincidencias vacías (de longitud cero) se omiten, y se enumeran como máximo 50; el recuento que aparece sobre la lista sigue incluyendo todas las coincidencias. Sin el indicador g, solo se encuentra la primera coincidencia.',
        },
      ],
    },
    'password-generator': {
      title: 'Generador de contraseñas',
      description:
        'Crea contraseñas aleatorias y seguras de 4 a 128 caracteres, con una estimación de su seguridad en tiempo real.',
      keywords: [
        'generador de contraseñas',
        'generar contraseña',
        'contraseña segura',
        'contraseña aleatoria',
        'crear contraseña',
        'generador de claves',
        'clave segura',
        'password',
      ],
      faqs: [
        {
          question: '¿Cómo se calcula la seguridad?',
          answer:
            'A partir de la entropía: longitud × log2 del número de caracteres posibles. Menos de 30 bits es «Muy débil»; menos de 50, «Débil»; menos de 70, «Aceptable»; menos de 90, «Fuerte», y 90 o más, «Muy fuerte». 16 caracteres de los cuatro conjuntos dan unos 103 bits.',
        },
        {
          question: '¿Es seguro generar contraseñas en una web?',
          answer:
            'Aquí la contraseña se crea en tu navegador con su generador aleatorio criptográfico y nunca se envía ni se guarda en ningún sitio; la lista de contraseñas recientes desaparece al salir de la página.',
        },
        {
          question: '¿Qué símbolos se usan?',
          answer:
            'Estos 26: ! @ # $ % ^ & * ( ) _ + - = [ ] { } | ; : , . < > ? Cada contraseña contiene al menos un carácter de cada conjunto que marques.',
        },
      ],
    },
    'random-number-generator': {
      title: 'Generador de números aleatorios',
      description:
        'Genera números aleatorios justos en cualquier intervalo, con o sin repeticiones y con o sin decimales.',
      keywords: [
        'generador de números aleatorios',
        'número aleatorio',
        'números al azar',
        'sorteo',
        'números de lotería',
        'elegir un número al azar',
        'random',
        'dado',
        'numero aleatorio',
      ],
      faqs: [
        {
          question: '¿Los números son realmente aleatorios?',
          answer:
            'Vienen del generador aleatorio criptográfico de tu navegador, y todos los valores del intervalo tienen la misma probabilidad (sin sesgo de redondeo ni de módulo). Por eso sirven para sorteos, juegos y muestreos.',
        },
        {
          question: '¿Cómo saco números para la lotería?',
          answer:
            'Indica el mínimo y el máximo (por ejemplo, 1 y 49) y la cantidad (6), y desmarca «Permitir repetidos». Marca «Ordenar de menor a mayor» para leerlos en orden.',
        },
        {
          question: '¿Y si pido más números únicos de los que caben en el intervalo?',
          answer:
            'Obtienes cada número posible una vez y un aviso como este: «Pediste 10 números únicos, pero en este intervalo solo son posibles 5».',
        },
      ],
    },
    'decision-wheel': {
      title: 'Ruleta de decisiones',
      description: 'Gira una ruleta de hasta 20 opciones para elegir al azar de forma justa.',
      keywords: [
        'ruleta aleatoria',
        'ruleta de nombres',
        'ruleta de decisiones',
        'girar la ruleta',
        'ruleta online',
        'elegir al azar',
        'sorteo',
      ],
      faqs: [
        {
          question: '¿Cuántas opciones caben en la ruleta?',
          answer: 'Hasta 20 opciones. Para girarla hacen falta al menos dos opciones que no estén vacías.',
        },
        {
          question: '¿El giro es justo?',
          answer:
            'Sí. El ganador se elige con el generador aleatorio criptográfico de tu navegador, sin sesgos.',
        },
      ],
    },
    'qr-generator': {
      title: 'Generador de códigos QR',
      description:
        'Crea un código QR para un enlace o un texto y descárgalo como imagen, sin registro ni seguimiento.',
      keywords: [
        'generador de códigos QR',
        'crear código QR',
        'generar QR',
        'código QR gratis',
        'hacer un QR',
        'QR de un enlace',
        'codigo qr',
        'QR',
      ],
      faqs: [
        {
          question: '¿Estos códigos QR caducan o rastrean los escaneos?',
          answer:
            'No. El código contiene tu texto o tu enlace directamente y se crea en tu navegador, así que funciona mientras funcione el propio enlace. No se sube nada, ni hay recuento de escaneos ni servicio de redirección.',
        },
        {
          question: '¿Qué nivel de corrección de errores elijo?',
          answer:
            'M (15 %) sirve para la mayoría de pantallas e impresiones. Elige Q (25 %) o H (30 %) si el código puede rayarse o ensuciarse, o si vas a poner un logotipo pequeño encima. Los niveles más altos generan un código más denso, así que los textos largos pueden necesitar L (7 %).',
        },
        {
          question: '¿PNG o SVG?',
          answer:
            'PNG es una imagen del tamaño que elijas, buena para webs, documentos y mensajes. SVG es un archivo vectorial que se ve nítido a cualquier tamaño, ideal para imprimir: folletos, carteles, menús y etiquetas adhesivas.',
        },
        {
          question: '¿Puedo usar mis propios colores?',
          answer:
            'Sí, pero mantén un color oscuro sobre un fondo claro, con un contraste de al menos 4:1. Los códigos claros sobre fondo oscuro o muy pálidos fallan en muchos teléfonos; la página te avisa cuando pasa.',
        },
      ],
    },
    'cups-to-grams': {
      title: 'Convertir tazas a gramos',
      description:
        'Convierte tazas, cucharadas y cucharaditas a gramos para unos 50 ingredientes de repostería.',
      keywords: [
        'tazas a gramos',
        'convertir tazas a gramos',
        'cuántos gramos tiene una taza',
        'taza de harina en gramos',
        'taza de azúcar en gramos',
        'cucharadas a gramos',
        'equivalencias de cocina',
        'medidas de repostería',
        'taza a gramos',
      ],
      faqs: [
        {
          question: '¿Cuántos gramos tiene una taza de harina?',
          answer:
            'Una taza de harina de trigo común, echada con una cuchara en la taza y enrasada, pesa unos 120 g (4,23 oz). Si la sacas directamente de la bolsa con la taza, se compacta y puede pesar de 20 a 30 g más. La harina de fuerza pesa unos 127 g por taza, y la harina para pasteles, unos 114 g.',
        },
        {
          question: '¿Por qué una taza de azúcar pesa más que una de harina?',
          answer:
            'Una taza mide volumen, no peso. El azúcar blanco es más denso que la harina, así que una taza pesa unos 200 g, frente a los 120 g de la harina. La miel pesa aún más, unos 340 g por taza, porque es más pesada que el agua.',
        },
        {
          question: '¿Cómo se convierten las cucharadas y las cucharaditas?',
          answer:
            'Una cucharada es 1/16 de taza estadounidense, y una cucharadita, 1/48, así que 1 cucharada de harina común pesa unos 7,5 g, y 1 cucharadita, unos 2,5 g. Una taza estadounidense tiene unos 240 mL; una cucharada, 15 mL, y una cucharadita, 5 mL.',
        },
        {
          question: '¿Qué precisión tienen estos pesos?',
          answer:
            'Son valores típicos de una tabla de repostería publicada. El peso real depende de la marca, de lo fino que esté molido el ingrediente y de cómo se llene la taza, así que usa una báscula de cocina cuando una receta necesite precisión. Los gramos se redondean a números enteros y las onzas, a 2 decimales.',
        },
      ],
    },
    'butter-converter': {
      title: 'Conversor de mantequilla',
      description: 'Convierte mantequilla entre barras, tazas, cucharadas, cucharaditas, gramos y onzas.',
      keywords: [
        'barra de mantequilla en gramos',
        'stick de mantequilla',
        'mantequilla en gramos',
        'taza de mantequilla en gramos',
        'cucharadas de mantequilla',
        'cuánto es una barra de mantequilla',
        'conversor de mantequilla',
        'manteca en gramos',
      ],
      faqs: [
        {
          question: '¿Cuántos gramos tiene una barra de mantequilla?',
          answer:
            'Una barra estadounidense (stick) pesa 113,4 g (4 oz), lo que equivale a 1/2 taza u 8 cucharadas.',
        },
        {
          question: '¿Cómo convierto tazas de mantequilla a gramos?',
          answer:
            'Multiplica por 226,8: 1 taza son dos barras, unos 227 g. Así, 3/4 de taza son unos 170 g, y 1/2 taza, 113 g.',
        },
        {
          question: '¿Cuántas cucharadas tiene una taza de mantequilla?',
          answer: '16 cucharadas, o 48 cucharaditas. Una barra tiene 8 cucharadas.',
        },
      ],
    },
    'pan-size-converter': {
      title: 'Conversor de tamaño de moldes',
      description:
        'Cambia de molde y ajusta la receta y el tiempo de horneado al nuevo tamaño, para moldes redondos y rectangulares.',
      keywords: [
        'equivalencia de moldes',
        'tamaño de molde',
        'cambiar de molde',
        'adaptar receta a otro molde',
        'molde redondo',
        'molde rectangular',
        'molde para pastel',
        'molde de tarta',
        '9x13',
      ],
      faqs: [
        {
          question: '¿Cómo adapto una receta a un molde de otro tamaño?',
          answer:
            'Compara el volumen de los moldes: superficie por altura. Un molde de 9 × 13 in (unos 23 × 33 cm) con 2 in de altura tiene 234 pulgadas cúbicas, y uno de 8 × 8 in, 128, así que una receta para el de 8 × 8 necesita unas 1,83 veces los ingredientes para llenar el de 9 × 13 hasta la misma altura.',
        },
        {
          question: '¿Cómo cambio el tiempo de horneado para otro molde?',
          answer:
            'Lo que importa es el grosor de la masa. Esta herramienta ajusta el tiempo según la proporción de grosores elevada a 0,8: la misma masa extendida más fina se hornea antes, y una más gruesa tarda más. En ambos casos, empieza a comprobarla unos minutos antes.',
        },
        {
          question: '¿Cuál es la superficie de un molde redondo?',
          answer:
            'π por el radio al cuadrado: un molde redondo de 8 in (unos 20 cm) tiene unas 50,3 pulgadas cuadradas; uno de 9 in, 63,6, y uno de 10 in, 78,5.',
        },
      ],
    },
    'egg-size-adjuster': {
      title: 'Conversor de tamaños de huevo',
      description:
        'Cambia el tamaño o el tipo de huevo de una receta, de huevos de codorniz a huevos de pato, por peso y volumen.',
      keywords: [
        'tamaño de huevos',
        'cuánto pesa un huevo',
        'huevo grande en gramos',
        'huevos de codorniz',
        'huevos de pato',
        'sustituir huevos',
        'equivalencia de huevos',
        'peso de un huevo sin cáscara',
      ],
      faqs: [
        {
          question: '¿Cuánto pesa un huevo grande sin cáscara?',
          answer:
            'Unos 50 g (unos 50 mL, o unas 3¼ cucharadas batido). Un huevo de pato pesa unos 75 g, y uno de codorniz, unos 16 g. Los huevos varían, así que pesa los tuyos y edita la tabla de referencia para un resultado más ajustado.',
        },
        {
          question: '¿Cuántos huevos de pato sustituyen a los de gallina?',
          answer:
            'Por peso, 2 huevos de pato (unos 150 g) sustituyen a 3 huevos grandes de gallina. Los huevos de pato tienen yemas más grandes y ricas, así que los bizcochos quedan un poco más densos y dorados.',
        },
        {
          question: '¿Cuántos huevos de codorniz equivalen a un huevo de gallina?',
          answer:
            'Unos 3 huevos de codorniz (de 16 g cada uno) equivalen a un huevo grande de gallina (50 g). Para dos huevos grandes, el redondeo inteligente sugiere 6⅓ huevos de codorniz: bate 7 y mide unos 101 g.',
        },
        {
          question: '¿Qué hacen los modos de redondeo?',
          answer:
            '«Inteligente» elige lo más cercano a la cantidad exacta: la mitad, el tercio o el huevo entero más próximo. «Redondear hacia abajo» y «Redondear hacia arriba» dan huevos enteros, y «Exacto» mantiene el número preciso. Cuando la cantidad redondeada se desvía más de 0,1 g, una nota indica cuánto huevo batido añadir o quitar.',
        },
      ],
    },
    'high-altitude-adjuster': {
      title: 'Ajustes para hornear en altura',
      description:
        'Ajusta la temperatura del horno, el tiempo de horneado, la levadura, el azúcar, los líquidos y la harina para hornear a gran altitud.',
      keywords: [
        'hornear en altura',
        'repostería en altura',
        'recetas a gran altitud',
        'ajustes de altitud',
        'levadura en altura',
        'altitud',
        'pastel en altura',
        'Denver',
      ],
      faqs: [
        {
          question: '¿Por qué hay que cambiar las recetas en altura?',
          answer:
            'La presión del aire es menor, así que el gas del polvo de hornear, el bicarbonato y la levadura se expande más y más rápido, y el agua hierve a menor temperatura (unos 202 °F, o 94 °C, en Denver), de modo que las masas se secan y suben para luego hundirse. Menos levadura y azúcar, un poco más de líquido y de harina y un horno más caliente ayudan a que la estructura cuaje antes de hundirse.',
        },
        {
          question: '¿A partir de qué altitud debo empezar a ajustar?',
          answer:
            'A partir de 3000 ft (unos 914 m). Esta herramienta cuenta un paso por cada 1000 ft completos por encima de 3000 ft, así que Denver, a 5280 ft, son 2 pasos, y multiplica cada cambio de ingredientes por el número de pasos. Por debajo de 3000 ft te indica que no hace falta ningún cambio.',
        },
        {
          question: '¿Por qué el aumento de temperatura del horno tiene un límite de 25 °F?',
          answer:
            'Cada paso suma 5 °F, pero por encima de 25 °F el exterior de un bizcocho o de un pan cuaja y se dora mucho antes de que el centro esté hecho, así que el aumento se detiene en 25 °F (unos 14 °C) por muy alto que estés.',
        },
        {
          question: 'Mi ciudad no está en la lista. ¿Qué introduzco?',
          answer:
            'Escribe tu altitud en el cuadro de altitud manual, en pies o en metros. Cuando contiene un número, se usa en lugar de la ciudad. Son reglas aproximadas, así que hornea una tanda de prueba y ajusta.',
        },
      ],
    },
    'cake-slice-calculator': {
      title: 'Calculadora de porciones de pastel',
      description:
        'Calcula cuántas porciones da un pastel de varios pisos y qué tamaño de pastel necesitas para tus invitados.',
      keywords: [
        'porciones de pastel',
        'porciones de tarta',
        'porciones de torta',
        'pastel de boda',
        'tarta de boda',
        'pastel de varios pisos',
        'cuántas porciones salen',
        'pastel para fiesta',
        'raciones',
      ],
      faqs: [
        {
          question: '¿Cuántas porciones da un pastel de boda comparado con uno de fiesta?',
          answer:
            'Una porción de boda mide unas 1 × 2 pulgadas (2 pulgadas cuadradas, unos 2,5 × 5 cm) y sale de un piso de 4 pulgadas de alto; una porción de fiesta mide unas 3 pulgadas cuadradas, y una generosa, unas 4. El mismo pastel da la mitad de porciones generosas que de porciones de boda.',
        },
        {
          question: '¿Cómo se calcula el número de porciones?',
          answer:
            'La superficie superior de cada piso se divide entre la superficie de una porción y se ajusta según su altura respecto a la altura estándar de 4 pulgadas. Se suman los pisos, se resta la pérdida al cortar y el resultado se redondea hacia abajo.',
        },
        {
          question: '¿Por qué añadir un margen al número de invitados?',
          answer:
            'Algunos invitados repiten y algunas porciones se cortan mal. El margen (10 % por defecto) aumenta el número de porciones que buscas: 80 invitados con un margen del 10 % necesitan 88 porciones.',
        },
        {
          question: '¿Puedo usar centímetros?',
          answer:
            'Sí. Cambia la unidad a centímetros e introduce el tamaño de tus moldes en cm. Al cambiar, se convierten los tamaños que ya introdujiste, así que un molde de 8 pulgadas pasa a 20,32 cm y las porciones no cambian.',
        },
      ],
    },
    'recipe-scaling-calculator': {
      title: 'Calculadora para ajustar recetas',
      description:
        'Aumenta o reduce una receta por un factor o por número de raciones, con fracciones fáciles de medir en la cocina.',
      keywords: [
        'ajustar receta',
        'adaptar receta',
        'calculadora de recetas',
        'duplicar receta',
        'receta a la mitad',
        'cambiar las cantidades de una receta',
        'porciones',
        'raciones',
        'escalar receta',
      ],
      faqs: [
        {
          question: '¿Cómo ajusto una receta por raciones en lugar de por un factor?',
          answer:
            'Rellena las raciones originales y las que quieres obtener, por ejemplo 4 y 6. Cuando ambos valores son números y el original es mayor que 0, el factor es deseado ÷ original (aquí, 1,5×) y el cuadro del factor se ignora.',
        },
        {
          question: '¿Qué cantidades entiende?',
          answer:
            'Números enteros, decimales (1,5), fracciones (3/4), números mixtos (1 1/2 o 1-1/2), caracteres de fracción como ½ o 1½, e intervalos como 2-3 o 2–3, en los que se ajustan ambos extremos. Los textos como «una pizca» o «al gusto» se mantienen tal cual.',
        },
        {
          question: '¿Cómo se redondean las cantidades ajustadas?',
          answer:
            'Con «Fracciones», cada cantidad va a la mitad, el tercio, el cuarto o el octavo más cercano (por ejemplo, 3⅜ tazas), que coinciden con las tazas y cucharas medidoras estándar. También puedes elegir 1 o 2 decimales, o cantidades sin redondear con hasta 4 decimales. Las cantidades muy pequeñas nunca aparecen como 0: se muestran con decimales.',
        },
        {
          question: '¿Puedo pegar una receta en lugar de escribir cada fila?',
          answer:
            'Sí. Abre «Pegar una receta completa», pega un ingrediente por línea y pulsa «Rellenar filas». Cada línea se divide en cantidad, unidad e ingrediente; las líneas sin cantidad conservan todo su texto como ingrediente. Tus filas se guardan en la dirección de la página, así que puedes guardar la receta ajustada en marcadores o compartirla.',
        },
      ],
    },
    'yeast-to-flour-ratio': {
      title: 'Proporción de levadura y harina',
      description:
        'Calcula cuánta levadura seca activa, instantánea o fresca usar para tu harina, con porcentajes de panadero.',
      keywords: [
        'cuánta levadura por kilo de harina',
        'proporción de levadura y harina',
        'levadura seca',
        'levadura instantánea',
        'levadura fresca',
        'equivalencia levadura fresca y seca',
        'porcentaje de panadero',
        'pan casero',
      ],
      faqs: [
        {
          question: '¿Cuánta levadura necesito para 500 g de harina?',
          answer:
            'Para un pan sencillo al 1,5 %, 7,5 g de levadura seca activa, que equivalen a unos 5,6 g de levadura instantánea o 22,5 g de levadura fresca. Las masas enriquecidas usan aproximadamente el doble; las fermentaciones lentas en frío, mucho menos.',
        },
        {
          question: '¿Cómo cambio entre levadura instantánea, seca activa y fresca?',
          answer:
            'La levadura instantánea pesa 0,75 veces lo que la seca activa, y la fresca (de panadería), 3 veces. Un sobre de 7 g de levadura seca son unas 2 1/4 cucharaditas.',
        },
        {
          question: '¿Qué es el porcentaje de panadero de la levadura?',
          answer:
            'El peso de la levadura como porcentaje del peso de la harina. Aquí se da para la levadura seca activa y se convierte para los demás tipos.',
        },
      ],
    },
    'coffee-ratio-calculator': {
      title: 'Calculadora de proporción de café',
      description:
        'Calcula la cantidad justa de café para cafetera de goteo, pour-over, prensa francesa, AeroPress o cold brew.',
      keywords: [
        'proporción de café y agua',
        'cuánto café por taza',
        'ratio de café',
        'gramos de café por taza',
        'prensa francesa',
        'cafetera de goteo',
        'pour over',
        'V60',
        'cold brew',
      ],
      faqs: [
        {
          question: '¿Cuál es una buena proporción de café y agua?',
          answer:
            'De 1:15 a 1:17 (1 g de café por cada 15 a 17 g de agua) sirve para goteo, pour-over y prensa francesa; la AeroPress se suele preparar algo más fuerte, a 1:14, y el concentrado de cold brew, a 1:8 aproximadamente.',
        },
        {
          question: '¿Cuántos gramos de café hacen falta para una taza?',
          answer: 'Una taza de 240 mL (8 fl oz) a 1:15 necesita 16 g de café, unas 3 cucharadas rasas.',
        },
        {
          question: '¿La proporción usa el peso o el volumen del agua?',
          answer:
            'El peso, pero en el agua 1 mL pesa 1 g, así que con mililitros funciona igual. Las onzas líquidas y las tazas se convierten a 29,57 mL y 240 mL.',
        },
      ],
    },
    'dough-weight-planner': {
      title: 'Calculadora de masa para pizza y pan',
      description:
        'Calcula la harina, el agua, la sal, el aceite y el azúcar de una masa de pizza o de pan a partir del peso total y la hidratación.',
      keywords: [
        'calculadora de masa de pizza',
        'masa de pizza',
        'hidratación de la masa',
        'porcentaje de panadero',
        'calculadora de pan',
        'cuánta harina para pizza',
        'masa napolitana',
        'focaccia',
      ],
      faqs: [
        {
          question: '¿Qué son los porcentajes de panadero?',
          answer:
            'Cada ingrediente se expresa como porcentaje del peso de la harina. Una hidratación del 65 % significa 65 g de agua por cada 100 g de harina; la harina es siempre el 100 %.',
        },
        {
          question: '¿Cómo se calcula el peso de la harina a partir del total?',
          answer:
            'Harina = peso total de la masa ÷ (1 + la suma de los demás porcentajes ÷ 100). Para 1000 g con un 65 % de agua, un 2 % de sal y un 2 % de aceite, son 1000 ÷ 1,69 = 591,7 g de harina.',
        },
        {
          question: '¿Qué hidratación debo usar?',
          answer:
            'Alrededor del 60 % para la pizza napolitana, el 63 % para la de estilo Nueva York, el 65 % para el pan de molde y el 70 % o más para la focaccia. Una hidratación más alta da una masa más abierta y más pegajosa.',
        },
      ],
    },
    'exact-dose-bean-counter': {
      title: 'Contador de granos para una dosis exacta',
      description:
        'Clava la dosis exacta de café: cuántos granos añadir o quitar para llegar a los gramos que buscas.',
      keywords: [
        'dosis de café',
        'gramos de café',
        'dosis de espresso',
        'granos de café',
        'cuánto pesa un grano de café',
        'espresso',
        'báscula de café',
      ],
      faqs: [
        {
          question: '¿Cuánto pesa un grano de café?',
          answer:
            'Normalmente entre 0,1 y 0,2 g; 0,12 g es una media habitual para tuestes medios. Pesa 50 granos y divide entre 50 para saber cuánto pesan los tuyos.',
        },
        {
          question: '¿Cómo calcula los granos que hay que añadir?',
          answer:
            'Divide la diferencia entre tu dosis objetivo y el peso que marca la báscula entre el peso de un grano, y redondea al grano entero más cercano. Una diferencia negativa te dice cuántos quitar.',
        },
      ],
    },
    'is-it-done': {
      title: '¿Está listo? Temperaturas de la carne',
      description:
        'Consulta las temperaturas internas mínimas seguras de aves, vacuno, cerdo, pescado y más, en °F o °C.',
      keywords: [
        'temperatura interna de la carne',
        'termómetro de cocina',
        'temperatura del pollo',
        'temperatura del cerdo',
        'punto de la carne',
        'término de la carne',
        'temperatura de cocción',
        'seguridad alimentaria',
        'USDA',
      ],
      faqs: [
        {
          question: '¿A qué temperatura deben llegar el pollo y el pavo?',
          answer:
            'Todas las aves (enteras, pechugas, muslos, alas, carne de ave picada o molida y relleno) deben llegar a 165 °F (74 °C), medidos con un termómetro de cocina en la parte más gruesa, lejos del hueso.',
        },
        {
          question: '¿Por qué los filetes de cerdo, vacuno y cordero necesitan reposar 3 minutos?',
          answer:
            'El mínimo del USDA para piezas enteras de vacuno (incluida la ternera), cerdo y cordero es de 145 °F (63 °C), seguido de al menos 3 minutos de reposo. Durante el reposo, la temperatura se mantiene alta o sigue subiendo, lo que ayuda a destruir las bacterias dañinas. La carne picada o molida no necesita reposo, pero debe llegar a 160 °F (71 °C).',
        },
        {
          question: '¿Es seguro un filete jugoso (medium rare)?',
          answer:
            'El punto jugoso o medium rare (130–135 °F, 54–57 °C) es una preferencia de cocción y queda por debajo del mínimo seguro del USDA para piezas enteras de vacuno: 145 °F (63 °C) con 3 minutos de reposo. Mucha gente lo disfruta; el riesgo es mayor para niños pequeños, personas mayores, embarazadas y cualquier persona con el sistema inmunitario debilitado. Las hamburguesas y demás carne de vacuno picada o molida deben llegar siempre a 160 °F (71 °C).',
        },
        {
          question: '¿Por qué la cifra en Celsius es 63 y no 62,8?',
          answer:
            'La guía convierte cada cifra de Fahrenheit a Celsius y la redondea a grados enteros, como los muestran la mayoría de los termómetros de cocina: 145 °F son 62,8 °C, que se muestran como 63 °C; 165 °F son 73,9 °C, que se muestran como 74 °C.',
        },
      ],
    },
    'tipping-risk-o-meter': {
      title: 'Propinómetro: propinas por país',
      description:
        'Comprueba si tu propina encaja con la costumbre local en 16 países, en restaurantes, bares y taxis.',
      keywords: [
        'propinas por país',
        'cuánta propina dejar',
        'propinas en el extranjero',
        'propina en Estados Unidos',
        'propina en Japón',
        'costumbres de propina',
        'etiqueta de propinas',
        'viajes',
      ],
      faqs: [
        {
          question: '¿Cómo valora el Propinómetro mi propina?',
          answer:
            'Cada país tiene un rango típico para restaurantes, bares y taxis. Una propina que queda más de 1 punto porcentual por debajo del mínimo del rango sale en rojo: «Riesgo: propina escasa». Hasta el máximo del rango sale en verde, «Lo habitual»; hasta 5 puntos por encima del máximo, en ámbar, «Por encima de lo habitual», y más allá, en ámbar, «Inusual». Donde no se acostumbra a dar propina, 0 % sale en verde, «No se espera propina», y cualquier propina sale en ámbar, «Poco común aquí».',
        },
        {
          question: '¿Debo dejar propina en Japón?',
          answer:
            'No. En Japón no se acostumbra a dejar propina en restaurantes, bares ni taxis, y la Organización Nacional de Turismo de Japón indica que no es necesario. En cambio, algunos restaurantes y hoteles de categoría añaden a la cuenta un cargo por servicio del 10–15 %.',
        },
        {
          question: '¿Y si la cuenta ya incluye un cargo por servicio?',
          answer:
            'Entonces cuenta como propina. En países como el Reino Unido, Italia, Brasil, la India, los Emiratos Árabes Unidos y Turquía se suele añadir un cargo por servicio a las cuentas de restaurantes y bares, así que la herramienta te recuerda que revises la cuenta antes de dejar más.',
        },
      ],
    },
    'lakh-crore-converter': {
      title: 'Conversor de lakh y crore',
      description:
        'Convierte lakh y crore a millones y miles de millones, con la agrupación de cifras india.',
      keywords: [
        'lakh a millones',
        'crore a millones',
        'qué es un lakh',
        'qué es un crore',
        'sistema de numeración indio',
        'rupias',
        'lakh',
        'crore',
      ],
      faqs: [
        {
          question: '¿Cuánto es un lakh y cuánto es un crore?',
          answer:
            'Un lakh son 100.000 (en la India se escribe 1,00,000) y un crore son 10 millones (1,00,00,000). Así, 1 crore = 100 lakh, y 10 lakh = 1 millón.',
        },
        {
          question: '¿Cómo convierto crore a millones?',
          answer:
            'Multiplica por 10: 1,5 crore son 15 millones, y 25 crore, 250 millones. Para pasar de millones a crore, divide entre 10.',
        },
        {
          question: '¿Por qué los separadores están en otros sitios?',
          answer:
            'El sistema indio agrupa las tres últimas cifras y luego de dos en dos (1,25,00,000), mientras que el sistema internacional agrupa de tres en tres (12.500.000, o 12,500,000 en inglés). El número es el mismo.',
        },
      ],
    },
    'plug-voltage-checker': {
      title: 'Enchufes y voltaje por país',
      description:
        'Consulta los tipos de enchufe, el voltaje y la frecuencia de tu destino, y si necesitas un adaptador.',
      keywords: [
        'tipos de enchufe por país',
        'adaptador de enchufe',
        'adaptador de viaje',
        'voltaje por país',
        'convertidor de voltaje',
        'transformador de corriente',
        'enchufes en Estados Unidos',
        'tomacorriente',
      ],
      faqs: [
        {
          question: '¿Necesito un adaptador de enchufe o un convertidor de voltaje?',
          answer:
            'Un adaptador de enchufe solo cambia la forma de la clavija; un convertidor de voltaje (transformador) cambia el voltaje. Mira la etiqueta del aparato: si dice INPUT 100–240V, como la mayoría de los cargadores de teléfonos, tabletas y portátiles, te basta con un adaptador. Un aparato hecho solo para 120 V, como muchos secadores de pelo, necesita un convertidor reductor en los países con 220–240 V.',
        },
        {
          question: '¿Puedo usar mis enchufes y aparatos estadounidenses en Japón?',
          answer:
            'Las clavijas encajan: Japón usa los tipos A y B, como Estados Unidos, aunque muchas tomas son solo de dos patas y algunas no admiten la pata más ancha de una clavija polarizada. La red eléctrica de Japón es de 100 V, menos que los 120 V para los que están hechos los aparatos estadounidenses, así que los cargadores de doble voltaje funcionan tal cual, mientras que otros aparatos pueden funcionar con poca potencia y conviene usarlos con un convertidor elevador.',
        },
        {
          question: '¿Importa que un país use 50 Hz en lugar de 60 Hz?',
          answer:
            'Los cargadores y la mayoría de los aparatos electrónicos aceptan ambas frecuencias (su etiqueta dice 50/60 Hz). Los motores, relojes y temporizadores hechos para una frecuencia pueden ir más lentos o más rápidos con la otra, y algunos electrodomésticos pueden sobrecalentarse. Un convertidor de voltaje no cambia la frecuencia. Japón usa 50 Hz en el este y 60 Hz en el oeste.',
        },
      ],
    },
    'international-shoe-size-converter': {
      title: 'Conversor de tallas de calzado',
      description:
        'Convierte tallas de calzado entre EE. UU., Reino Unido, Europa y centímetros, para hombre y para mujer.',
      keywords: [
        'conversor de tallas de calzado',
        'tallas de zapatos',
        'tabla de tallas de calzado',
        'talla americana a europea',
        'talla US a EU',
        'talla UK',
        'talla de zapato en cm',
        'longitud del pie',
        'equivalencia de tallas',
      ],
      faqs: [
        {
          question: '¿Cómo calcula el conversor mi talla?',
          answer:
            'A partir de la longitud de tu pie. Las tallas de EE. UU. y del Reino Unido usan la longitud del pie en pulgadas: EE. UU. hombre = 3 × pulgadas − 22; EE. UU. mujer = 3 × pulgadas − 21; Reino Unido = 3 × pulgadas − 23. Las tallas europeas cuentan la horma en puntos de París de 2/3 cm: EU = 1,5 × (longitud del pie en cm + 1,75), donde 1,75 cm es el espacio que deja el zapato delante de los dedos. Las tallas de EE. UU. y del Reino Unido se redondean a la media talla más cercana, y las europeas, a tallas enteras.',
        },
        {
          question: '¿Son distintas las tallas de hombre y de mujer?',
          answer:
            'Aquí solo en el sistema de EE. UU.: para el mismo pie, la talla de mujer es un número más que la de hombre (un pie de 10 pulgadas es un 8 de hombre y un 9 de mujer). Las tallas del Reino Unido y las europeas usan una sola escala para todos, así que ese pie es un 7 UK y un 41 EU en ambos casos.',
        },
        {
          question: '¿Por qué la tabla de tallas de una marca no coincide exactamente?',
          answer:
            'Cada marca fabrica sus zapatos sobre sus propias hormas y redondea a sus propios intervalos, así que las tablas para un mismo pie suelen diferir en media talla, y la etiqueta EU de una misma talla UK puede variar una talla entera (la ISO 19407 empareja la UK 6 con la EU 39; algunas tablas de marcas, con la 39,5 o la 40). Cuenta con un margen de media talla arriba o abajo, mide tu pie del talón al dedo más largo en el pie más largo y usa la tabla de longitud de pie de la marca cuando la tenga.',
        },
      ],
    },
  },
  categories: {
    finance: {
      name: 'Finanzas',
      description: 'Intereses, préstamos, inflación, salarios, propinas e impuestos, calculados en segundos.',
      longDescription:
        'Respuestas a tus preguntas de dinero con fórmulas transparentes: crecimiento compuesto, tablas de amortización, precios ajustados por inflación, conversiones de salario, reservas para impuestos de freelancers y más. Cada cifra se calcula en tu navegador y nada de lo que escribes sale de tu dispositivo.',
    },
    time: {
      name: 'Fecha y hora',
      description: 'Edades, cuentas regresivas, días hábiles, números de semana y relojes de todo el mundo.',
      longDescription:
        'Cálculos de fechas fieles al calendario para preguntas de cada día: cuántos años tengo, cuántos días faltan para un festivo, cuántos días hábiles hay entre dos fechas, qué día de la semana fue una fecha y qué hora es en otra ciudad.',
    },
    baking: {
      name: 'Repostería y cocina',
      description:
        'Tazas a gramos, mantequilla, moldes, huevos, altitud, masas y temperaturas de cocción seguras.',
      longDescription:
        'Conversiones y planificadores para quienes cocinan y hornean en casa: convierte tazas a gramos según el ingrediente, cambia de molde, ajusta recetas, adáptalas a la altitud, planifica masas y comprueba que la comida alcanza una temperatura segura.',
    },
    dev: {
      name: 'Herramientas para desarrolladores',
      description: 'UUID, formato de JSON, imágenes en Base64, expresiones regulares y un test de teclado.',
      longDescription:
        'Pequeñas utilidades que los desarrolladores usan a diario, ejecutadas en local para que puedas pegar datos privados con tranquilidad: genera UUID, formatea y valida JSON, prueba expresiones regulares, codifica imágenes en Base64 y comprueba un teclado.',
    },
    calculators: {
      name: 'Calculadoras',
      description: 'Porcentajes, unidades, temperaturas, números romanos, IMC y una calculadora sencilla.',
      longDescription:
        'Calculadoras y conversores rápidos y precisos para los estudios, el trabajo y la casa: porcentajes, conversiones de unidades y de temperatura, números romanos, números escritos con letras, IMC y más, con el cálculo explicado.',
    },
    text: {
      name: 'Herramientas de texto',
      description: 'Cambia mayúsculas y minúsculas, quita saltos de línea y crea slugs de URL limpios.',
      longDescription:
        'Limpia y transforma texto sin subirlo a ninguna parte: convierte entre tipo título, camelCase, snake_case y otros formatos, elimina saltos de línea no deseados y convierte titulares en slugs optimizados para SEO.',
    },
    generators: {
      name: 'Generadores',
      description: 'Contraseñas seguras, números aleatorios, códigos QR y una ruleta de decisiones.',
      longDescription:
        'Generadores que usan la fuente aleatoria criptográfica de tu navegador: contraseñas seguras, números aleatorios justos, códigos QR para enlaces y textos, y una ruleta para cuando no te decides.',
    },
    'around-the-world': {
      name: 'Por el mundo',
      description: 'Costumbres de propina, enchufes y voltaje, tallas de calzado y números en lakh y crore.',
      longDescription:
        'Ayudas para viajar y cruzar fronteras: cuánta propina dejar en cada país, qué enchufe y qué voltaje esperar, cómo se convierten las tallas de calzado entre sistemas y cómo se comparan el lakh y el crore indios con los millones.',
    },
  },
  answerPages: {
    'how-much-butter-is-one-stick': {
      title: '¿Cuánta mantequilla es una barra?',
      description:
        'Una barra de mantequilla estadounidense (stick) equivale a 1/2 taza, 8 cucharadas, 4 onzas o 113 gramos.',
    },
    'how-many-cups-is-one-stick': {
      title: '¿Cuántas tazas son una barra de mantequilla?',
      description:
        'Una barra de mantequilla estadounidense (stick) es 1/2 taza, lo mismo que 8 cucharadas o 113 gramos.',
    },
  },
} satisfies CatalogueTranslation;
