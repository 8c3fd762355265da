import type { CatalogueTranslation } from './index';

/** The catalogue in German (catalogue/translations/index.ts). */
export default {
  tools: {
    'compound-interest-calculator': {
      title: 'Zinseszinsrechner',
      description:
        'Sieh, wie dein Erspartes mit Zinseszins und regelmäßigen Sparraten wächst – mit Übersicht für jedes Jahr und CSV-Download.',
      keywords: [
        'Zinseszins berechnen',
        'Zinsrechner',
        'Sparrechner',
        'Sparplan',
        'Zinsen',
        'Effektivzins',
        'Sparrate',
        'Geldanlage',
        'Zinseszinsformel',
      ],
      faqs: [
        {
          question: 'Wie wird der Zinseszins hier berechnet?',
          answer:
            'In jeder Zinsperiode wächst das Guthaben um den Jahreszins geteilt durch die Zahl der Perioden pro Jahr, danach kommt die Sparrate dieser Periode dazu. Bei monatlicher Verzinsung mit 6 % wächst das Guthaben also jeden Monat um 0,5 %. Zinsen aus einer Periode werden in jeder späteren Periode selbst mitverzinst.',
        },
        {
          question: 'Wann werden meine Einzahlungen gutgeschrieben?',
          answer:
            'Am Ende jeder Zinsperiode: Eine Einzahlung bringt also ab der nächsten Periode Zinsen. Die Sparrate gilt pro Zinsperiode – bei monatlicher Verzinsung ist sie ein Monatsbetrag, bei wöchentlicher Verzinsung ein Wochenbetrag.',
        },
        {
          question: 'Was ist der effektive Jahreszins?',
          answer:
            'Der Zins, den ein Jahr mit Zinseszins tatsächlich bringt: (1 + r/n)^n − 1. Bei 6 % und monatlicher Verzinsung sind das 6,17 %, und der Wert steigt etwas, je öfter verzinst wird. Banken in den USA nennen ihn oft APY.',
        },
        {
          question: 'Kann ich den Verlauf in einer Tabellenkalkulation öffnen?',
          answer:
            'Ja. „CSV herunterladen“ speichert die Datei compound_interest_schedule.csv mit den Spalten Jahr, Anfangsguthaben, Eingezahlt, Zinsen und Endguthaben, als reine Zahlen mit zwei Nachkommastellen. Außerdem stehen deine Eingaben in der Adresse der Seite, sodass du eine Berechnung als Lesezeichen speichern oder teilen kannst.',
        },
      ],
    },
    'inflation-calculator': {
      title: 'Inflationsrechner',
      description:
        'Finde heraus, was ein Betrag in US-Dollar aus einem früheren Jahr heute wert ist – berechnet mit dem US-Verbraucherpreisindex.',
      keywords: [
        'Inflationsrechner',
        'Inflation berechnen',
        'Kaufkraft',
        'Kaufkraft Dollar',
        'Verbraucherpreisindex',
        'CPI',
        'Geldwert früher und heute',
        'Preissteigerung',
      ],
      faqs: [
        {
          question: 'Woher stammen die Inflationsdaten?',
          answer:
            'Aus dem Verbraucherpreisindex des U.S. Bureau of Labor Statistics (BLS) für alle städtischen Verbraucher (CPI-U), US-Städtedurchschnitt, alle Güter. Beim Öffnen fragt die Seite beim BLS die neuesten Monatswerte ab und bildet für jedes Jahr den Durchschnitt der Monate. Schlägt die Anfrage fehl oder dauert sie länger als 5 Sekunden, nutzt sie eine eingebaute Tabelle mit Jahresdurchschnitten von 1970 bis 2024.',
        },
        {
          question: 'Wie wird der inflationsbereinigte Betrag berechnet?',
          answer:
            'Dein Betrag wird mit dem Index des neuesten Jahres multipliziert und durch den Index des gewählten Jahres geteilt. Beispiel: 100 $ im Jahr 1990 × 315,6 / 130,7 = 241,47 $ im Jahr 2024. Die Gesamtinflation ist dieses Verhältnis minus 1, in Prozent.',
        },
        {
          question: 'Was ist der Unterschied zwischen der einfachen und der geometrischen Jahresrate?',
          answer:
            'Der einfache Durchschnitt teilt die Gesamtinflation durch die Zahl der Jahre (141,47 % über 34 Jahre sind 4,16 % pro Jahr). Die geometrische Rate ist die gleichbleibende Jahresrate, die dieselbe Gesamtinflation ergibt, wenn jedes Jahr auf dem vorigen aufbaut (2,63 % pro Jahr von 1990 bis 2024) – so summiert sich Inflation tatsächlich.',
        },
        {
          question: 'Warum kann sich das neueste Jahr ändern, während ich zusehe?',
          answer:
            'Das Ergebnis nutzt zuerst die eingebaute Tabelle und aktualisiert sich, sobald neuere Daten vom Bureau of Labor Statistics eintreffen. Für ein laufendes Jahr gilt der Durchschnitt der bisher veröffentlichten Monate, daher kann sich sein Wert mit jedem neuen Monat ändern.',
        },
      ],
    },
    'loan-payment-calculator': {
      title: 'Kreditrechner',
      description:
        'Berechne Rate, Gesamtzinsen und Enddatum eines Kredits oder einer Baufinanzierung – mit Tilgungsplan und Sondertilgung.',
      keywords: [
        'Kreditrechner',
        'Tilgungsrechner',
        'Ratenrechner',
        'Tilgungsplan',
        'Baufinanzierung',
        'Hypothekenrechner',
        'Annuitätendarlehen',
        'Monatsrate berechnen',
        'Sondertilgung',
      ],
      faqs: [
        {
          question: 'Wie wird die Kreditrate berechnet?',
          answer:
            'Mit der üblichen Annuitätenformel: Rate = P × i / (1 − (1 + i)^−n). Dabei ist P der Kreditbetrag, i der Jahreszins geteilt durch die Zahl der Raten pro Jahr und n die Zahl der Raten (Jahre × Raten pro Jahr, gerundet). Bei 0 % Zins wird der Betrag einfach gleichmäßig auf die Raten verteilt.',
        },
        {
          question: 'Was bringt eine Sondertilgung pro Rate?',
          answer:
            'Der zusätzliche Betrag fließt mit jeder Rate direkt in die Tilgung. So fallen weniger Zinsen an und der Kredit ist früher abbezahlt. Der Rechner vergleicht mit demselben Kredit ohne Sondertilgung und zeigt, wie viel Zinsen und Zeit du sparst. Die letzte Sondertilgung wird gekürzt, damit du nie mehr zahlst, als du schuldest.',
        },
        {
          question: 'Warum kosten zweiwöchentliche oder wöchentliche Raten weniger Zinsen?',
          answer:
            'Die Zinsen werden auf eine Restschuld berechnet, die öfter sinkt, deshalb sammelt sich zwischen den Zahlungen etwas weniger an. Zahlst du alle zwei Wochen die Hälfte der Monatsrate, kommen außerdem 13 Monatsraten pro Jahr zusammen (26 Hälften), und der Kredit ist schneller getilgt. Stell zum Vergleich „Raten pro Jahr“ um.',
        },
        {
          question: 'Bekomme ich den vollständigen Tilgungsplan?',
          answer:
            'Ja. Die Tabelle zeigt die ersten 360 Raten; „Alle Zeilen anzeigen“ listet jede Rate auf, und „CSV herunterladen“ speichert den ganzen Plan (Periode, Rate, Zinsen, Tilgung, Sondertilgung und Restschuld) für eine Tabellenkalkulation. Nichts wird hochgeladen: Alles wird in deinem Browser berechnet.',
        },
      ],
    },
    'salary-converter': {
      title: 'Gehaltsumrechner',
      description:
        'Rechne deinen Lohn zwischen Stunden-, Tages-, Wochen-, Monats- und Jahresbetrag um – mit Urlaubs- und Feiertagen.',
      keywords: [
        'Stundenlohn in Jahresgehalt',
        'Stundenlohn berechnen',
        'Monatsgehalt in Stundenlohn',
        'Jahresgehalt berechnen',
        'Lohn umrechnen',
        'Gehaltsrechner',
        'Wochenlohn',
        'Einkommen',
      ],
      faqs: [
        {
          question: 'Wie rechne ich einen Stundenlohn in ein Jahresgehalt um?',
          answer:
            'Multipliziere den Stundenlohn mit den Stunden pro Tag, den Tagen pro Woche und den bezahlten Wochen pro Jahr. Bei 8 Stunden am Tag, 5 Tagen pro Woche und 52 Wochen ergeben 25 $ pro Stunde 25 × 8 × 5 × 52 = 52.000 $ im Jahr oder 4.333,33 $ im Monat.',
        },
        {
          question: 'Senken Urlaubs- und Feiertage mein Jahresgehalt?',
          answer:
            'Nein. Bezahlter Urlaub und bezahlte Feiertage werden bezahlt und ändern deinen Lohn nicht. Du arbeitest dadurch aber weniger Stunden für dasselbe Geld, deshalb zeigt der Rechner auch deinen effektiven Stundenlohn für die tatsächlich gearbeiteten Stunden. Mit 10 Urlaubstagen und 10 Feiertagen sind das 1.920 statt 2.080 Stunden, und aus 52.000 $ im Jahr werden 27,08 $ pro gearbeitete Stunde.',
        },
        {
          question: 'Was ist der Unterschied zwischen zweiwöchentlicher und halbmonatlicher Bezahlung?',
          answer:
            'Zweiwöchentlicher Lohn kommt alle zwei Wochen, jede Zahlung umfasst also zwei Wochenlöhne (26 Zahlungen in einem Jahr mit 52 Wochen). Halbmonatlicher Lohn kommt zweimal im Monat, jede Zahlung ist also das Jahresgehalt geteilt durch 24. Halbmonatliche Zahlungen sind etwas höher, dafür gibt es weniger davon.',
        },
        {
          question: 'Warum ist der Monatslohn nicht das Vierfache des Wochenlohns?',
          answer:
            'Ein Jahr hat 52 Wochen, aber nur 12 Monate, ein durchschnittlicher Monat hat also etwa 4,33 Wochen. Der Rechner setzt den Monatslohn als ein Zwölftel des Jahreslohns an: 1.000 $ pro Woche über 52 Wochen sind 52.000 $ im Jahr oder 4.333,33 $ im Monat.',
        },
      ],
    },
    'finance-tip-calculator': {
      title: 'Trinkgeldrechner mit Steuer',
      description:
        'Teile eine Rechnung mit Steuer, Servicegebühr und Trinkgeld auf den Betrag vor Steuern – in sechs Währungen, mit Rundung pro Person.',
      keywords: [
        'Trinkgeld berechnen',
        'Trinkgeldrechner',
        'Rechnung teilen',
        'Trinkgeld USA',
        'Sales Tax',
        'Servicegebühr',
        'Restaurant',
        'Trinkgeld vor Steuer',
      ],
      faqs: [
        {
          question: 'Gebe ich Trinkgeld auf den Betrag vor oder nach Steuern?',
          answer:
            'Üblich ist Trinkgeld auf den Betrag vor Steuern, deshalb ist das hier voreingestellt. Wähle „Betrag nach Steuer“, um Trinkgeld auf Rechnung plus Steuer zu geben. Bei einer Rechnung über 100 $ mit 10 % Steuer sind 20 % Trinkgeld vor Steuern 20,00 $, nach Steuern 22,00 $.',
        },
        {
          question: 'Wie funktioniert das Runden pro Person?',
          answer:
            'Mit „Jeden Anteil auf die nächsten 0,50 aufrunden“ wird der Anteil jeder Person auf das nächste Vielfache von 0,50 erhöht, und der Gesamtbetrag ist dieser Anteil mal die Zahl der Personen. Beispiel: 105,63 € durch 3 sind 35,21 €, daraus werden 35,50 €, der Gesamtbetrag ist also 106,50 €. Die zusätzlichen 0,87 € kommen zum Trinkgeld, und die Seite zeigt den neuen Trinkgeldsatz (16,04 % statt 15 %).',
        },
        {
          question: 'Ist die Servicegebühr Teil des Trinkgelds?',
          answer:
            'Nein. Die Servicegebühr ist ein eigener Prozentsatz der Rechnung und wird in einer eigenen Zeile zum Gesamtbetrag addiert. Das Trinkgeld wird nie darauf berechnet. Steht schon eine Servicegebühr auf deiner Rechnung, reicht vielleicht ein kleineres Trinkgeld.',
        },
        {
          question: 'Warum zahlen manche einen Cent mehr?',
          answer:
            'Geld wird in ganzen Cent gezählt, und nicht jeder Betrag lässt sich gleichmäßig teilen. 128,50 $ durch 4 sind 32,125 $, also zahlen 2 Personen 32,13 $ und 2 zahlen 32,12 $. Wähle eine Rundungsart, wenn alle lieber denselben runden Betrag zahlen sollen.',
        },
      ],
    },
    'fire-calculator': {
      title: 'FIRE-Rechner',
      description:
        'Schätze, wann du (allein oder zu zweit) finanziell unabhängig bist und früher in Rente gehen kannst – mit Monte-Carlo-Stresstest.',
      keywords: [
        'FIRE Rechner',
        'finanzielle Freiheit',
        'finanzielle Unabhängigkeit',
        'früher in Rente',
        'Frührente berechnen',
        'Entnahmerate',
        '4-Prozent-Regel',
        'Monte-Carlo-Simulation',
        'Vermögensaufbau',
      ],
      faqs: [
        {
          question: 'Wie wird die FIRE-Zahl berechnet?',
          answer:
            'Sie ist deine jährliche Ausgabe im Ruhestand geteilt durch die sichere Entnahmerate, zum Beispiel 60.000 $ ÷ 3,8 % = 1.578.947 $. Eine Rate von 0 wird als 4 % gerechnet. Gesundheitskosten vor 65 und Steuern stecken nicht in der FIRE-Zahl, werden in der Simulation aber zu den jährlichen Entnahmen addiert.',
        },
        {
          question: 'Wie wird das FIRE-Jahr ermittelt?',
          answer:
            'Der Rechner simuliert deinen Plan Jahr für Jahr in heutigen Dollar: Wachstum mit der realen Rendite, dann die Sparbeiträge aller, die noch arbeiten, und sobald alle im Ruhestand sind, die Ausgaben plus Gesundheitskosten für jede Person unter 65, hochgerechnet auf den Betrag vor Steuern. Das FIRE-Jahr ist das erste Jahr, dessen Endstand die FIRE-Zahl erreicht und danach – ohne weiteres Einkommen und mit der mittleren Rendite in jedem Jahr – nie zu knapp wird, bis die jüngere Person das Höchstalter erreicht.',
        },
        {
          question: 'Was bedeutet die Erfolgsquote der Monte-Carlo-Simulation?',
          answer:
            'Die Simulation spielt den Ruhestand ab dem FIRE-Jahr (oder, falls es keines gibt, deinen Plan wie eingegeben) 1.000-mal durch. Die reale Rendite jedes Jahres wird aus einer Normalverteilung mit deinem Mittelwert und deiner Standardabweichung gezogen, mit festem Startwert, sodass dieselben Eingaben immer dieselben Zahlen ergeben. Die Erfolgsquote ist der Anteil der Durchläufe, in denen das Geld nie ausgeht; das 10., 50. und 90. Perzentil sind die Endstände. Sie kann auch dann nahe 50 % liegen, wenn es ein FIRE-Jahr gibt, denn das FIRE-Jahr setzt in jedem Jahr die durchschnittliche Rendite voraus.',
        },
      ],
    },
    'unit-price-calculator': {
      title: 'Grundpreisrechner',
      description:
        'Vergleiche bis zu zehn Produkte nach dem Preis pro Einheit und finde das günstigste Angebot – samt Ersparnis.',
      keywords: [
        'Grundpreis berechnen',
        'Preis pro Kilo',
        'Preis pro Liter',
        'Kilopreis',
        'Literpreis',
        'Preisvergleich',
        'Einheitspreis',
        'günstigstes Angebot',
      ],
      faqs: [
        {
          question: 'Wie wird der Grundpreis berechnet?',
          answer:
            'Der Grundpreis ist der Preis geteilt durch die Menge, zum Beispiel sind 3,99 $ für 16 oz etwa 0,249 $ pro Unze. Damit sich Packungen verschiedener Größe vergleichen lassen, wird jede Menge zuerst in eine gemeinsame Einheit umgerechnet – die Einheit, die die meisten deiner Produkte verwenden.',
        },
        {
          question: 'Kann ich Unzen mit Gramm oder Liter mit Gallonen vergleichen?',
          answer:
            'Ja. Gewichte (oz, lb, g, kg) werden mit Gewichten verglichen und Volumen (ml, L, fl oz, qt, gal) mit Volumen, mit exakten Umrechnungsfaktoren: 1 oz = 28,349523125 g, 1 lb = 453,59237 g und 1 US-Gallone = 3,785411784 L. Flüssigunzen, Quarts und Gallonen sind US-Maße.',
        },
        {
          question: 'Warum fehlt eines meiner Produkte in der Rangliste?',
          answer:
            'Ein Gewicht lässt sich ohne Dichte oder Stückgröße nicht mit einem Volumen oder einer Stückzahl vergleichen, deshalb bekommen Produkte mit einer anderen Art von Einheit stattdessen einen Hinweis. Außerdem braucht ein Produkt einen Preis und eine Menge über 0, um in die Rangliste zu kommen.',
        },
        {
          question: 'Was bedeutet die Ersparnis in Prozent?',
          answer:
            'Sie gibt an, wie viel weniger ein Produkt pro Einheit kostet als das teuerste Produkt im Vergleich. Beispiel: 9,98 für 48 oz kosten pro Unze 16,6 % weniger als 3,99 für 16 oz.',
        },
      ],
    },
    'price-time-machine': {
      title: 'Preis-Zeitmaschine',
      description:
        'Sieh, was Milch, Brot, Benzin, Miete, Studiengebühren und mehr in den USA seit 1970 kosteten – in heutigen Dollar und Mindestlohnstunden.',
      keywords: [
        'Preise früher',
        'Preise 1970',
        'historische Preise',
        'Preisentwicklung',
        'Lebenshaltungskosten',
        'früher und heute',
        'Inflation',
        'Mindestlohn',
      ],
      faqs: [
        {
          question: 'Wie rechnet das Tool einen Preis in heutige Dollar um?',
          answer:
            'Es multipliziert den Preis mit dem heutigen Verbraucherpreisindex und teilt ihn durch den Index des jeweiligen Jahres. Der Index ist der Jahresdurchschnitt des CPI-U des U.S. Bureau of Labor Statistics, so skaliert, dass 1970 bei 38 und 2024 bei 310 liegt. Bis neuere Indexdaten ergänzt werden, bleibt der Index für Jahre nach 2024 bei 310, heutige Dollar sind derzeit also Dollar von 2024.',
        },
        {
          question: 'Was passiert bei Jahren zwischen den Datenpunkten oder außerhalb davon?',
          answer:
            'Für jeden Artikel gibt es Werte etwa alle 5 bis 10 Jahre von 1970 bis 2024. Jahre dazwischen werden linear zwischen den beiden nächsten Werten interpoliert. Ein Jahr vor dem ersten Wert zeigt den ersten Wert, ein Jahr nach dem letzten den letzten; die Seite gibt an, aus welchem Jahr der Wert stammt.',
        },
        {
          question: 'Warum sind Neuwagen, Miete und Arztbesuch als Schätzung markiert?',
          answer:
            'Für diese drei nutzt das Tool statt eines Preises einen Verbraucherpreisindex: Der Preis in einem Jahr ist der heutige Preis mal dem Index jenes Jahres, geteilt durch den neuesten Index. Als heutige Preise sind 48.000 $ für einen Neuwagen, 1.600 $ Miete im Monat und 120 $ für einen Arztbesuch voreingestellt; du kannst sie ändern. Der Index für Neuwagen berücksichtigt, dass Autos mit der Zeit besser werden, deshalb fallen frühere Autopreise höher aus, als ein typisches Auto damals kostete.',
        },
      ],
    },
    'freelancer-tax-buffer': {
      title: 'Steuerrücklage für Freelancer (USA)',
      description:
        'Schätze, wie viel einer Freelance-Zahlung du für US-Bundessteuer, Self-Employment Tax und Steuer des Bundesstaats zurücklegen solltest.',
      keywords: [
        'Steuerrücklage Freelancer',
        'Steuern zurücklegen',
        'Selbstständig USA Steuern',
        'Self-Employment Tax',
        '1099',
        'Estimated Tax',
        'Steuervorauszahlung USA',
        'Freiberufler USA',
      ],
      faqs: [
        {
          question: 'Wie viel einer Freelance-Zahlung sollte ich für Steuern zurücklegen?',
          answer:
            'Das Tool addiert drei Teile: die Self-Employment Tax (15,3 % auf 92,35 % deines Nettogewinns, also etwa 14,1 %), die zusätzliche Bundeseinkommensteuer, die die Zahlung zusätzlich zu einem etwaigen W-2-Lohn auslöst, und einen pauschalen Steuersatz des Bundesstaats auf den Nettogewinn. Mit den Voreinstellungen (5.000 $ Zahlung, 25 % Ausgaben, Kalifornien, alleinstehend, kein weiteres Einkommen) sind das 717,36 $ oder 14,35 % der Zahlung: 529,86 $ Self-Employment Tax, 187,50 $ Steuer des Bundesstaats und keine Bundeseinkommensteuer, weil das Einkommen unter dem Standardabzug von 14.600 $ bleibt. Es ist eine Schätzung mit den Bundestabellen von 2024, keine Steuerberatung.',
        },
        {
          question: 'Wann sind die vierteljährlichen Steuervorauszahlungen fällig?',
          answer:
            'Am 15. April, 15. Juni und 15. September des Steuerjahres und am 15. Januar des Folgejahres. Fällt ein Termin auf ein Wochenende oder einen gesetzlichen Feiertag, verschiebt sich die Frist auf den nächsten Werktag. Die Kalenderdatei enthält die Termine ab heute oder alle vier, wenn alle schon vorbei sind.',
        },
        {
          question: 'Warum ändert mein W-2-Lohn den Betrag?',
          answer:
            'Die Bundeseinkommensteuer wird in Stufen erhoben, und die Zahlung wird zusätzlich zu deinem Lohn besteuert. Wer allein veranlagt ist und 60.000 $ W-2-Lohn hat, zahlt auf eine Zahlung von 5.000 $ mit 25 % Ausgaben 591,72 $ Bundeseinkommensteuer, teils mit 12 % und teils mit 22 %; die Rücklage steigt in Kalifornien damit auf 1.309,08 $. Außerdem endet die Social-Security-Steuer bei der Beitragsbemessungsgrenze von 168.600 $ (2024) für Lohn und Einkünfte aus Selbstständigkeit zusammen: Erreicht dein W-2-Lohn sie schon, fällt nur noch der Medicare-Anteil von 2,9 % an.',
        },
      ],
    },
    'meeting-cost-stopwatch': {
      title: 'Meetingkosten-Stoppuhr',
      description:
        'Sieh live, wie die Kosten eines Meetings steigen – berechnet aus der Zahl der Teilnehmenden und ihrem Durchschnittsgehalt.',
      keywords: [
        'Meetingkosten',
        'Meeting Kosten berechnen',
        'Besprechungskosten',
        'Kosten einer Besprechung',
        'Kostenuhr',
        'Stoppuhr',
        'Gehalt',
        'Produktivität',
      ],
      faqs: [
        {
          question: 'Wie werden die Kosten eines Meetings berechnet?',
          answer:
            'Das Jahresgehalt jeder teilnehmenden Person wird auf 2.080 Arbeitsstunden (40 Stunden × 52 Wochen) in einen Stundensatz umgerechnet und mit der Zahl der Teilnehmenden und der Dauer multipliziert. Acht Personen mit je 120.000 $ kosten zusammen etwa 461,54 $ pro Stunde, ein 30-minütiges Meeting also 230,77 $.',
        },
        {
          question: 'Läuft die Stoppuhr weiter, wenn ich den Tab wechsle?',
          answer:
            'Ja. Die Zeit wird ab dem Drücken auf „Start“ an der Uhr gemessen, nicht durch Mitzählen von Takten. Sie stimmt also auch, wenn der Browser einen Hintergrund-Tab drosselt oder der Laptop schläft. „Pause“ speichert die Zeit in der Adresse der Seite, sodass ein Neuladen oder ein geteilter Link dasselbe Meeting zeigt.',
        },
        {
          question: 'Kann ich die Einladungsliste einfügen, statt Personen zu zählen?',
          answer:
            'Ja. Füge die E-Mail-Adressen der Teilnehmenden in das Feld „Teilnehmende“ ein – jedes @-Zeichen zählt als eine Person. Die Adressen bleiben in deinem Browser; nur die Anzahl kommt in den Link.',
        },
      ],
    },
    'age-calculator': {
      title: 'Altersrechner',
      description:
        'Berechne dein genaues Alter in Jahren, Monaten und Tagen, die gelebten Tage und Stunden und den Countdown bis zum nächsten Geburtstag.',
      keywords: [
        'Alter berechnen',
        'wie alt bin ich',
        'Altersrechner',
        'Alter in Tagen',
        'Tage seit Geburt',
        'Geburtstag',
        'Geburtsdatum',
        'nächster Geburtstag',
      ],
      faqs: [
        {
          question: 'Wie wird mein Alter in Jahren, Monaten und Tagen berechnet?',
          answer:
            'Gezählt werden die vollen Jahre seit deinem letzten Geburtstag, dann die vollen Monate seit dem letzten Monatstag deines Geburtsdatums, dann die restlichen Tage. Zu deinem Geburtsdatum addiert, ergeben die drei Teile immer genau das Zieldatum. Ist ein Monat zu kurz (geboren am 31., Monat mit 30 Tagen), fällt der Monatstag auf den letzten Tag des Monats.',
        },
        {
          question: 'Ich bin am 29. Februar geboren. Wann habe ich in anderen Jahren Geburtstag?',
          answer:
            'In Gemeinjahren legt der Rechner deinen Geburtstag auf den 28. Februar: An diesem Tag wirst du ein Jahr älter, und der Countdown zeigt 0 Tage. In Schaltjahren ist dein Geburtstag am 29. Februar selbst.',
        },
        {
          question: 'Sind die Gesamtstunden und -minuten exakt?',
          answer:
            'Sie sind die Gesamtzahl der Tage mal 24 bzw. mal 1.440. Gezählt werden ganze Tage von Mitternacht bis Mitternacht, die Uhrzeit deiner Geburt und Zeitumstellungen bleiben also unberücksichtigt.',
        },
        {
          question: 'Was ist der nächste Meilenstein?',
          answer:
            'Das nächste Vielfache von 5 über deinem aktuellen Alter in vollen Jahren: Mit 38 ist es 40, und an deinem 40. Geburtstag wird es 45. Der Rechner zeigt, an welchem Datum du es erreichst und wie viele Tage es noch sind.',
        },
      ],
    },
    'days-until': {
      title: 'Countdown: Wie viele Tage noch?',
      description:
        'Zähle die Tage, Wochen und Stunden bis zu einem Datum oder Feiertag und trag das Ereignis in deinen Kalender ein.',
      keywords: [
        'wie viele Tage noch',
        'Tage bis',
        'Countdown',
        'Tage zählen',
        'Tage bis Datum',
        'Countdown Rechner',
        'Feiertag',
        'Ereignis',
      ],
      faqs: [
        {
          question: 'Zählt der heutige Tag mit?',
          answer:
            'Nein: Gezählt werden ganze Tage von heute bis zum gewählten Datum. Ein Datum, das heute ist, zeigt also 0 Tage, morgen 1 Tag. Wochen sind ganze Wochen (Tage geteilt durch 7, abgerundet), Monate sind Tage geteilt durch 30,44, die durchschnittliche Monatslänge.',
        },
        {
          question: 'Wie werden Ostern, Muttertag und Thanksgiving berechnet?',
          answer:
            'Jeder Feiertag zählt bis zu seinem nächsten Termin ab heute. Der Ostersonntag folgt der westlichen (gregorianischen) Osterberechnung. Muttertag ist der zweite Sonntag im Mai, Memorial Day der letzte Montag im Mai, Vatertag der dritte Sonntag im Juni, Labor Day der erste Montag im September und Thanksgiving der vierte Donnerstag im November – so wie in den USA.',
        },
        {
          question: 'Kann ich meinen Countdown teilen oder in den Kalender eintragen?',
          answer:
            'Ja. Datum, Name des Ereignisses und Feiertag stehen in der Adresse der Seite. „Teilen“, „Permalink“ oder das Kopieren der Adresse ergeben also einen Link, der denselben Countdown öffnet (gezählt ab dem Tag, an dem er geöffnet wird). „Zum Kalender hinzufügen (.ics)“ lädt eine Datei mit einem ganztägigen Termin herunter, die Google Kalender, Apple Kalender und Outlook importieren können.',
        },
        {
          question: 'Warum erscheint „Das Zieldatum muss in der Zukunft liegen“?',
          answer:
            'Der Countdown zählt nur vorwärts, ein Datum vor heute geht also nicht. Wähle heute oder ein späteres Datum. Ein geteilter Feiertagslink aus einem vergangenen Jahr zählt stattdessen bis zum nächsten Termin dieses Feiertags.',
        },
      ],
    },
    'business-days': {
      title: 'Arbeitstagerechner',
      description:
        'Zähle die Arbeitstage zwischen zwei Daten – ohne Wochenenden und auf Wunsch ohne die US-Bundesfeiertage.',
      keywords: [
        'Arbeitstage berechnen',
        'Werktage berechnen',
        'Arbeitstage zwischen zwei Daten',
        'Werktagerechner',
        'Arbeitstagerechner',
        'Feiertage USA',
        'Zeitraum berechnen',
      ],
      faqs: [
        {
          question: 'Zählt der Rechner Start- und Enddatum mit?',
          answer:
            'Das Startdatum zählt immer. Das Enddatum zählt nur, wenn „Enddatum mitzählen“ angehakt ist: Montag bis Freitag derselben Woche sind ohne Haken 4 Arbeitstage, mit Haken 5.',
        },
        {
          question: 'Welche Feiertage werden ausgelassen?',
          answer:
            'Die 11 US-Bundesfeiertage: Neujahr, Martin Luther King Jr. Day, Presidents’ Day, Memorial Day, Juneteenth, Unabhängigkeitstag, Labor Day, Columbus Day, Veterans Day, Thanksgiving und der 1. Weihnachtstag. Juneteenth zählt ab 2021, Martin Luther King Jr. Day ab 1986. Feiertage einzelner Bundesstaaten oder Orte sind nicht enthalten.',
        },
        {
          question: 'Was passiert, wenn ein Feiertag auf ein Wochenende fällt?',
          answer:
            'Er wird an dem Wochentag ausgelassen, an dem er begangen wird: ein Feiertag am Samstag am Freitag davor, ein Feiertag am Sonntag am Montag danach. Ist der 1. Januar ein Samstag, wird Neujahr am Freitag, dem 31. Dezember des Vorjahres, begangen – ein Zeitraum, der an diesem Tag endet, lässt ihn also aus.',
        },
        {
          question: 'Wie wird der „Zeitraum in Wochen“ berechnet?',
          answer:
            'Die gezählten Tage geteilt durch 7, auf eine Nachkommastelle, angezeigt neben ganzen Wochen und Tagen (39 Tage sind 5,6 Wochen oder 5 Wochen und 4 Tage). Zeiträume bis zu 100 Jahren lassen sich zählen.',
        },
      ],
    },
    'friday-13th': {
      title: 'Freitag, der 13.: alle Termine',
      description: 'Finde den nächsten Freitag, den 13., und alle Termine in jedem Jahr von 1900 bis 2100.',
      keywords: [
        'Freitag der 13.',
        'nächster Freitag der 13',
        'wann ist Freitag der 13',
        'Freitag 13 Termine',
        'Unglückstag',
        'Aberglaube',
        'Kalender',
      ],
      faqs: [
        {
          question: 'Wie oft gibt es einen Freitag, den 13.?',
          answer:
            'Jedes Jahr hat mindestens einen und höchstens drei. Ein Monat hat genau dann einen, wenn er an einem Sonntag beginnt. 2026 hat drei (Februar, März und November), 2027 dagegen nur einen, im August.',
        },
        {
          question: 'Was ist die längste Wartezeit zwischen zwei Freitagen, dem 13.?',
          answer:
            'Vierzehn Monate, etwa von Juli 2001 bis September 2002 oder von August 2027 bis Oktober 2028. Die kürzeste sind vier Wochen: Februar bis März in einem Jahr, das kein Schaltjahr ist, wie 2015 und 2026.',
        },
        {
          question: 'Fällt der 13. wirklich öfter auf einen Freitag?',
          answer:
            'Ein wenig. Der gregorianische Kalender wiederholt sich alle 400 Jahre, und in diesem Zyklus fällt der 13. 688-mal auf einen Freitag, auf jeden anderen Wochentag dagegen 684- bis 687-mal.',
        },
        {
          question: 'Wie wird der nächste Freitag, der 13., bestimmt?',
          answer:
            'Ab dem heutigen Datum in deiner eigenen Zeitzone. Ist heute ein Freitag, der 13., gilt er als der nächste, und das Banner sagt es dir. Die Jahresliste reicht von 1900 bis 2100 und zeigt, wie viele Tage jedes Datum zurückliegt oder noch entfernt ist.',
        },
      ],
    },
    'what-day': {
      title: 'Welcher Wochentag war das?',
      description:
        'Finde den Wochentag zu jedem Datum, den Tag im Jahr, ob es ein Schaltjahr ist, und die Mondphase.',
      keywords: [
        'Wochentag berechnen',
        'welcher Wochentag',
        'welcher Tag war',
        'Wochentag zum Datum',
        'Mondphase',
        'Schaltjahr',
        'Tag des Jahres',
      ],
      faqs: [
        {
          question: 'Welchen Kalender nutzt das Tool für alte Daten?',
          answer:
            'Für jedes Datum den gregorianischen Kalender, auch rückwirkend vor seiner Einführung (1582 in weiten Teilen Europas, 1752 in Großbritannien und seinen Kolonien). Ältere Dokumente verwenden oft julianische Daten, die davon um 10 bis 13 Tage abweichen können.',
        },
        {
          question: 'Wie genau ist die Mondphase?',
          answer:
            'Sie beruht auf dem durchschnittlichen Mondzyklus von 29,53058867 Tagen, gezählt ab dem Neumond vom 6. Januar 2000 um 18:14 UTC, und gilt für 12 Uhr mittags UTC an deinem Datum. Jede der 8 Phasen dauert etwa 3,7 Tage, kurz vor einem Phasenwechsel kann der echte Himmel also einen Tag voraus oder zurück sein. Der beleuchtete Anteil wird auf 0, 25, 50, 75 oder 100 % gerundet.',
        },
        {
          question: 'Was ist ein Schaltjahr?',
          answer:
            'Ein Jahr, das durch 4 teilbar ist – außer Jahrhundertjahren, die nicht durch 400 teilbar sind. 2000 und 2024 sind also Schaltjahre, 1900 und 2100 nicht. Ein Schaltjahr hat 366 Tage.',
        },
        {
          question: 'Was ist der Tag des Jahres?',
          answer:
            'Die Zahl der Tage seit Jahresbeginn, wobei der 1. Januar Tag 1 ist. Der 31. Dezember ist Tag 365, in einem Schaltjahr Tag 366.',
        },
      ],
    },
    'world-clock': {
      title: 'Weltuhr & Zeitzonenrechner',
      description:
        'Sieh die aktuelle Uhrzeit in Städten auf der ganzen Welt und rechne eine Uhrzeit zwischen Zeitzonen um.',
      keywords: [
        'Weltzeituhr',
        'Weltuhr',
        'Zeitzonen',
        'Zeitverschiebung',
        'Zeitzonenrechner',
        'Uhrzeit weltweit',
        'aktuelle Uhrzeit',
        'UTC',
      ],
      faqs: [
        {
          question: 'Berücksichtigt die Weltuhr die Sommerzeit?',
          answer:
            'Ja. Jede Stadt ist mit ihrer offiziellen IANA-Zeitzone verknüpft (etwa America/New_York oder Europe/London), und die Zeitzonen-Datenbank deines Browsers wendet die Sommerzeitregeln für das genaue Datum an. Deshalb liegen New York und London im März und Ende Oktober ein paar Wochen lang nur 4 Stunden auseinander, wenn erst eine der beiden Städte die Uhren umgestellt hat, und den Rest des Jahres 5 Stunden.',
        },
        {
          question: 'Warum fragt der Umrechner nach einem Datum?',
          answer:
            'Die Zeitverschiebung zwischen zwei Städten hängt vom Datum ab: Länder stellen ihre Uhren an verschiedenen Tagen um, und die Südhalbkugel tut es in der entgegengesetzten Jahreszeit. Voreingestellt ist heute; wähle ein anderes Datum, um ein späteres Telefonat zu planen. Fällt die umgerechnete Zeit auf einen anderen Tag, steht beim Ergebnis „nächster Tag“ oder „vorheriger Tag“.',
        },
        {
          question:
            'Was ist, wenn ich eine Uhrzeit eingebe, die es nicht gibt, etwa 2:30 Uhr in der Nacht der Umstellung auf Sommerzeit?',
          answer:
            'Diese Stunde wird in der Stadt übersprungen, deshalb verschiebt der Umrechner die Zeit um die Größe des Sprungs nach vorn (in New York wird am zweiten Sonntag im März aus 2:30 Uhr 3:30 Uhr) und sagt dir das. Bei einer Uhrzeit, die es bei der Rückstellung zweimal gibt, nimmt er die erste und zeigt beide Abweichungen von UTC.',
        },
        {
          question: 'Kann ich meine Städteliste speichern oder teilen?',
          answer:
            'Deine Städte und die Eingaben des Umrechners stehen in der Adresse der Seite. Ein Lesezeichen oder ein geteilter Link bringt also dieselben Städte und dieselbe Umrechnung zurück. Nichts wird an einen Server gesendet: Die Uhren laufen in deinem Browser nach der Uhr deines Geräts.',
        },
      ],
    },
    'half-birthday-calculator': {
      title: 'Halbgeburtstag berechnen',
      description:
        'Finde das Datum deines halben Geburtstags, sechs Monate nach deinem Geburtstag, und trag ihn in deinen Kalender ein.',
      keywords: [
        'Halbgeburtstag',
        'halber Geburtstag',
        'Halbgeburtstag berechnen',
        'sechs Monate nach Geburtstag',
        'Geburtstag',
      ],
      faqs: [
        {
          question: 'Wie wird der Halbgeburtstag berechnet?',
          answer:
            'Er liegt sechs Kalendermonate nach deinem Geburtstag: Bist du am 18. April geboren, ist dein Halbgeburtstag jedes Jahr am 18. Oktober. Der Rechner zeigt den Halbgeburtstag in diesem Jahr, den nächsten samt der Tage bis dahin und das halbe Alter, das du erreichst, etwa 36½.',
        },
        {
          question:
            'Was ist, wenn ich am 31. August oder an einem anderen Tag geboren bin, den es sechs Monate später nicht gibt?',
          answer:
            'Dann fällt der Halbgeburtstag auf den letzten Tag dieses Monats, für jedes Jahr neu berechnet: Der 29., 30. oder 31. August ergibt den 28. Februar, im Schaltjahr den 29. Februar; der 31. März, Mai, Oktober und Dezember ergibt den 30. September, November, April und Juni. Ein Geburtstag am 29. Februar ergibt jedes Jahr den 29. August.',
        },
        {
          question: 'Liegt ein Halbgeburtstag genau 182,5 Tage nach meinem Geburtstag?',
          answer:
            'Nein. Wie Geburtstage richten sich Halbgeburtstage nach dem Kalender und nicht nach einer Zahl von Tagen, der Abstand beträgt also je nach den Monaten dazwischen 181 bis 184 Tage. Die meisten feiern sechs Monate später am selben Tag des Monats, und so rechnet auch dieser Rechner.',
        },
        {
          question: 'Kann ich meinen Halbgeburtstag in den Kalender eintragen?',
          answer:
            'Ja: „Zum Kalender hinzufügen (.ics)“ lädt eine Datei mit deinem nächsten Halbgeburtstag als ganztägigem Termin herunter, die Google Kalender, Apple Kalender und Outlook importieren können. Die Datei entsteht in deinem Browser; nichts wird hochgeladen.',
        },
      ],
    },
    'days-until-christmas': {
      title: 'Wie viele Tage bis Weihnachten?',
      description:
        'Live-Countdown bis Weihnachten (25. Dezember) mit den verbleibenden Einkaufstagen und einem Zeitplan für die Vorbereitung.',
      keywords: [
        'Tage bis Weihnachten',
        'wie lange noch bis Weihnachten',
        'Weihnachts-Countdown',
        'Countdown Weihnachten',
        '25. Dezember',
        'Einkaufstage bis Weihnachten',
        'Weihnachten',
      ],
      faqs: [
        {
          question: 'Wie werden die Einkaufstage gezählt?',
          answer:
            'Sechs von je sieben verbleibenden Tagen, abgerundet: Pro Woche fällt ein Tag weg, weil viele Geschäfte sonntags geschlossen sind oder kürzer öffnen.',
        },
        {
          question: 'Was passiert am 25. Dezember selbst?',
          answer:
            'Am 25. Dezember springt der Countdown auf Weihnachten im nächsten Jahr, er zeigt also nie 0 oder eine negative Zahl.',
        },
        {
          question: 'Kann ich Weihnachten in meinen Kalender eintragen?',
          answer:
            'Ja: „Zum Kalender hinzufügen (.ics)“ lädt christmas-JAHR.ics herunter, einen ganztägigen Termin, den Google Kalender, Apple Kalender und Outlook importieren können. Nichts wird hochgeladen.',
        },
      ],
    },
    'days-until-new-years': {
      title: 'Wie viele Tage bis Neujahr?',
      description: 'Countdown der Tage, Stunden und Minuten bis zum 1. Januar und zum Start ins neue Jahr.',
      keywords: [
        'Tage bis Neujahr',
        'Countdown Neujahr',
        'Silvester Countdown',
        'wie lange noch bis Silvester',
        '1. Januar',
        'neues Jahr',
      ],
      faqs: [
        {
          question: 'Welches Datum nutzt der Neujahrs-Countdown?',
          answer:
            'Immer den 1. Januar des nächsten Jahres, gezählt ab dem heutigen Datum in deiner eigenen Zeitzone. Am 1. Januar selbst zählt er bis zum folgenden Neujahrstag.',
        },
        {
          question: 'Warum sind Stunden und Minuten ganze Tage?',
          answer:
            'Der Countdown ist taggenau: Die Stunden sind die verbleibenden Tage mal 24, die Minuten die Tage mal 1.440, einmal beim Öffnen der Seite berechnet.',
        },
        {
          question: 'Kann ich Neujahr in meinen Kalender eintragen?',
          answer:
            'Ja: „Zum Kalender hinzufügen (.ics)“ lädt new-years-JAHR.ics herunter, einen ganztägigen Termin am 1. Januar.',
        },
      ],
    },
    'days-until-halloween': {
      title: 'Wie viele Tage bis Halloween?',
      description: 'Countdown bis Halloween am 31. Oktober – plane Kostüme und Partys rechtzeitig.',
      keywords: [
        'Tage bis Halloween',
        'Halloween Countdown',
        'wie lange noch bis Halloween',
        '31. Oktober',
        'Halloween-Kostüm',
        'Halloween-Party',
      ],
      faqs: [
        {
          question: 'Wann ist Halloween?',
          answer:
            'Jedes Jahr am 31. Oktober. Ist der Tag gekommen, springt der Countdown auf Halloween im nächsten Jahr.',
        },
        {
          question: 'Wie wird die Phase im Zeitplan gewählt?',
          answer:
            'Welche Phase mit „Du bist hier“ markiert ist, hängt von den verbleibenden Tagen ab: mehr als 60, 31 bis 60, 15 bis 30, 8 bis 14 und die letzte Woche.',
        },
        {
          question: 'Kann ich Halloween in meinen Kalender eintragen?',
          answer:
            'Ja: „Zum Kalender hinzufügen (.ics)“ lädt halloween-JAHR.ics herunter, einen ganztägigen Termin am 31. Oktober.',
        },
      ],
    },
    'days-until-valentines-day': {
      title: 'Wie viele Tage bis Valentinstag?',
      description: 'Countdown bis zum Valentinstag am 14. Februar, mit Planungstipps für jede Phase.',
      keywords: [
        'Tage bis Valentinstag',
        'Valentinstag Countdown',
        'wie lange noch bis Valentinstag',
        '14. Februar',
        'Valentinstag',
        'Valentinstag Geschenk',
      ],
      faqs: [
        {
          question: 'Wann ist Valentinstag?',
          answer:
            'Jedes Jahr am 14. Februar. Am Tag selbst springt der Countdown auf den Valentinstag im nächsten Jahr, damit du gleich wieder planen kannst.',
        },
        {
          question: 'Wie ändern sich die Tipps?',
          answer:
            'Sie richten sich nach den verbleibenden Tagen: Bei mehr als 30 Tagen ist Zeit zum Planen, bei 15 bis 30 zum Reservieren, bei 8 bis 14 zum Bestellen von Blumen und Geschenken, und die letzte Woche gehört den persönlichen Details.',
        },
        {
          question: 'Kann ich den Valentinstag in meinen Kalender eintragen?',
          answer:
            'Ja: „Zum Kalender hinzufügen (.ics)“ lädt valentines-day-JAHR.ics herunter, einen ganztägigen Termin am 14. Februar.',
        },
      ],
    },
    'pet-age-calculator': {
      title: 'Tieralter in Menschenjahren',
      description:
        'Rechne das Alter von Hund, Katze, Kaninchen und Meerschweinchen in Menschenjahre um – bei Hunden je nach Größe.',
      keywords: [
        'Hundejahre',
        'Katzenjahre',
        'Menschenjahre',
        'Hundealter berechnen',
        'Katzenalter berechnen',
        'Hundealter Tabelle',
        'Kaninchen Alter',
        'Meerschweinchen Alter',
        'Haustier',
      ],
      faqs: [
        {
          question: 'Wie wird das Alter meines Tiers in Menschenjahre umgerechnet?',
          answer:
            'Für jede Tierart gibt es eine Tabelle mit Altersstufen und ihren menschlichen Entsprechungen. Ein Alter zwischen zwei Zeilen wird linear dazwischen berechnet (ein mittelgroßer Hund mit 1,5 Jahren liegt in der Mitte zwischen 15 und 24, also bei etwa 20), und das Ergebnis wird auf ganze Jahre gerundet. Hunde folgen der AVMA-Empfehlung, wie sie der American Kennel Club veröffentlicht: etwa 15 Menschenjahre für das erste Jahr, 24 mit zwei, danach etwa 4, 5, 6 oder 7 Jahre pro Jahr für kleine, mittelgroße, große und sehr große Hunde. Katzen folgen der Tabelle von AAFP/AAHA: 15, 24, danach 4 pro Jahr.',
        },
        {
          question: 'Warum spielt die Größe meines Hundes eine Rolle?',
          answer:
            'Größere Hunde altern als Erwachsene schneller und leben meist kürzer. Wähle die Größe nach dem Gewicht im ausgewachsenen Alter: klein unter 20 lb (etwa 9 kg), mittelgroß 20 bis 50 lb, groß 50 bis 90 lb und sehr groß über 90 lb (etwa 41 kg). Mit 7 Jahren ist ein kleiner Hund etwa 44 Menschenjahre alt, ein großer etwa 54.',
        },
        {
          question: 'Warum gibt es eine Warnung bei älteren Kaninchen und Meerschweinchen?',
          answer:
            'Kaninchen werden meist bis etwa 10 Jahre alt, Meerschweinchen bis etwa 7. Darüber hinaus werden die Tabellen einfach fortgeschrieben, das Ergebnis ist also eine hochgerechnete Schätzung. Ein Alter über 15 bei Kaninchen und über 12 bei Meerschweinchen wird als 15 bzw. 12 gerechnet.',
        },
        {
          question: 'Ist das Ergebnis exakt?',
          answer:
            'Nein. Jede Umrechnung ist eine Faustregel: Rasse, Größe, Gesundheit und Pflege beeinflussen, wie ein Tier altert, und die Tabellen für Kaninchen und Meerschweinchen sind keine offiziellen tiermedizinischen Standards. Nutze das Ergebnis zum Spaß und zur groben Orientierung und frag deine Tierärztin oder deinen Tierarzt nach Lebensphase und Pflege deines Tiers.',
        },
      ],
    },
    'what-week-number': {
      title: 'Welche Kalenderwoche ist heute?',
      description:
        'Finde die Kalenderwoche (KW) nach ISO 8601 für heute oder jedes Datum, mit Anfangs- und Enddatum der Woche.',
      keywords: [
        'Kalenderwoche',
        'KW',
        'welche KW ist heute',
        'aktuelle Kalenderwoche',
        'KW heute',
        'Kalenderwoche berechnen',
        'ISO-Woche',
        'Wochennummer',
      ],
      faqs: [
        {
          question: 'Wie werden Kalenderwochen nach ISO gezählt?',
          answer:
            'Nach ISO 8601, das in Europa und großen Teilen der Welt gilt, laufen Wochen von Montag bis Sonntag, und KW 1 ist die Woche mit dem ersten Donnerstag des Jahres (die Woche mit dem 4. Januar). Jede Woche gehört zu dem Jahr, in dem ihr Donnerstag liegt.',
        },
        {
          question: 'Warum liegt der 1. Januar manchmal in KW 52 oder 53 des Vorjahres?',
          answer:
            'Fällt der 1. Januar auf einen Freitag, Samstag oder Sonntag, liegt der Donnerstag seiner Woche im Dezember, die Woche gehört also zum alten Jahr: Der 1. Januar 2027 liegt in KW 53 von 2026. Ebenso kann der 29. bis 31. Dezember in KW 1 des nächsten Jahres liegen – so war der 30. Dezember 2024 in KW 1 von 2025.',
        },
        {
          question: 'Hat jedes Jahr 52 Wochen?',
          answer:
            'Die meisten ISO-Jahre haben 52 Wochen, aber ein Jahr, das an einem Donnerstag beginnt, oder ein Schaltjahr, das an einem Mittwoch beginnt, hat 53. 2020, 2026 und 2032 haben 53 Wochen.',
        },
        {
          question: 'Warum zeigt ein US-Kalender eine andere Wochennummer?',
          answer:
            'Viele US-Kalender und Tabellenkalkulationen (Excel mit WEEKNUM bzw. KALENDERWOCHE in der Standardeinstellung) beginnen die Woche am Sonntag und nennen die Woche mit dem 1. Januar Woche 1, egal wie kurz sie ist. Ihre Nummern können um eins höher sein als die ISO-Nummer, und ein solches Jahr hat 53 oder 54 Wochen. Das Tool zeigt beide.',
        },
      ],
    },
    'percentage-calculator': {
      title: 'Prozentrechner',
      description:
        'Berechne X % einer Zahl, wie viel Prozent eine Zahl von einer anderen ist, und erhöhe oder verringere einen Wert um einen Prozentsatz.',
      keywords: [
        'Prozentrechner',
        'Prozent berechnen',
        'Prozentrechnung',
        'wie viel Prozent',
        'Prozentsatz berechnen',
        'Rabatt berechnen',
        'prozentuale Erhöhung',
        'Prozente ausrechnen',
      ],
      faqs: [
        {
          question: 'Wie berechne ich den Prozentwert einer Zahl?',
          answer:
            'Multipliziere die Zahl mit dem Prozentsatz und teile durch 100. Beispiel: 15 % von 200 sind 200 × 15 ÷ 100 = 30.',
        },
        {
          question: 'Wie finde ich heraus, wie viel Prozent eine Zahl von einer anderen ist?',
          answer:
            'Teile die erste Zahl durch die zweite und multipliziere mit 100. Beispiel: 30 sind 15 % von 200, denn 30 ÷ 200 × 100 = 15. Eine Division durch null hat kein Ergebnis, dann zeigt das Ergebnis einen Strich.',
        },
        {
          question: 'Wie erhöhe oder verringere ich eine Zahl um einen Prozentsatz?',
          answer:
            'Multipliziere für eine Erhöhung mit 1 plus dem Prozentsatz, für eine Verringerung mit 1 minus dem Prozentsatz. 200 um 15 % erhöht sind 200 × 1,15 = 230; um 15 % verringert sind es 200 × 0,85 = 170.',
        },
      ],
    },
    'basic-tip-calculator': {
      title: 'Trinkgeldrechner',
      description:
        'Berechne das Trinkgeld und teile die Rechnung auf bis zu 50 Personen auf – mit Schnellauswahl für 15–25 % Trinkgeld.',
      keywords: [
        'Trinkgeld berechnen',
        'Trinkgeldrechner',
        'wie viel Trinkgeld',
        'Rechnung teilen',
        'Rechnung aufteilen',
        'Restaurant',
        'pro Person',
      ],
      faqs: [
        {
          question: 'Auf wie viele Personen lässt sich die Rechnung aufteilen?',
          answer: 'Auf bis zu 50 Personen; der Betrag pro Person enthält das Trinkgeld.',
        },
        {
          question: 'Wie viel Trinkgeld sollte ich geben?',
          answer:
            'In den USA sind 15–20 % bei Bedienung am Tisch üblich. Die Gepflogenheiten unterscheiden sich je nach Land stark: Das Trinkgeld-Risiko-Meter zeigt die Normen für 16 Länder.',
        },
      ],
    },
    'roman-numeral-converter': {
      title: 'Römische Zahlen umrechnen',
      description:
        'Wandle Zahlen in römische Zahlen um und römische Zahlen zurück in Zahlen, von 1 bis 3999, Schritt für Schritt erklärt.',
      keywords: [
        'römische Zahlen',
        'römische Zahlen umrechnen',
        'römische Ziffern',
        'Jahreszahl in römischen Zahlen',
        'römische Zahlen übersetzen',
        'römische Zahlen Tabelle',
        'MCMXCIV',
      ],
      faqs: [
        {
          question: 'Welche Zahlen lassen sich umrechnen?',
          answer:
            'Ganze Zahlen von 1 bis 3999, der Bereich, den römische Zahlen in der Standardschreibweise darstellen können. In umgekehrter Richtung werden Zahlen bis MMMMCMXCIX (4999) gelesen, sofern sie in kanonischer Form geschrieben sind.',
        },
        {
          question: 'Was ist die kanonische römische Schreibweise?',
          answer:
            'Die Zeichen stehen vom größten zum kleinsten, I, X, C oder M wiederholen sich höchstens dreimal hintereinander, und nur die subtraktiven Paare IV, IX, XL, XC, CD und CM kommen vor. IIII oder IC sind nicht kanonisch und werden deshalb abgelehnt.',
        },
        {
          question: 'Wie schreibt man 1994?',
          answer: 'MCMXCIV: M (1000) + CM (900) + XC (90) + IV (4).',
        },
      ],
    },
    'spell-number': {
      title: 'Zahlen in englische Wörter umwandeln',
      description:
        'Schreibe jede Zahl in englischen Wörtern aus, auch mit Dezimalstellen und negativ, bis 999 Billionen.',
      keywords: [
        'Zahl in Worten Englisch',
        'Zahlen ausschreiben Englisch',
        'englische Zahlwörter',
        'number to words',
        'Betrag in Worten',
        'Scheck ausfüllen Englisch',
      ],
      faqs: [
        {
          question: 'Wie werden Dezimalstellen in Worten geschrieben?',
          answer:
            'Die Ziffern nach dem Dezimalpunkt werden nach „and“ einzeln gelesen, gefolgt vom Namen der Stelle: 1234.56 wird zu „one thousand two hundred thirty-four and five six hundredths“. Eine, zwei und drei Ziffern ergeben tenths, hundredths und thousandths, vier ergeben ten-thousandths, und längere Nachkommateile enden auf „decimal places“.',
        },
        {
          question: 'Wie schreibe ich einen Scheckbetrag?',
          answer:
            'Wähle den Stil „Scheck“. Die Dollar werden in Worten geschrieben, die Cent als Bruch von 100, zum Beispiel „One hundred twenty-three and 45/100 dollars“. Beträge werden auf den nächsten Cent gerundet, ein halber Cent wird aufgerundet.',
        },
        {
          question: 'Was ist die größte Zahl, die das Tool ausschreiben kann?',
          answer:
            'Bis 999.999.999.999.999 (knapp eine Billiarde), positiv oder negativ. Bei größeren Zahlen erscheint „Die Zahl ist zu groß (maximal 999 Billionen)“.',
        },
        {
          question: 'Kann ich Kommas oder ein Minuszeichen eingeben?',
          answer:
            'Ja. Kommas als Tausendertrennzeichen wie in 1,000,000 werden ignoriert, und ein Minus am Anfang ergibt „negative“. Als Dezimaltrennzeichen dient der Punkt (1234.56). Nutze die ±-Taste, wenn deine Bildschirmtastatur kein Minus hat. Wissenschaftliche Schreibweise wie 1e5 wird nicht angenommen: Gib stattdessen die Ziffern ein.',
        },
      ],
    },
    'temperature-converter': {
      title: 'Temperaturumrechner',
      description:
        'Rechne sofort zwischen Celsius, Fahrenheit und Kelvin um – mit einer Beschreibung, wie sich die Temperatur anfühlt.',
      keywords: [
        'Fahrenheit in Celsius',
        'Celsius in Fahrenheit',
        'Temperatur umrechnen',
        'Kelvin in Celsius',
        'Grad Fahrenheit',
        '°F in °C',
        'Temperaturrechner',
      ],
      faqs: [
        {
          question: 'Wie rechne ich Celsius in Fahrenheit um?',
          answer:
            'Mit 9/5 multiplizieren und 32 addieren: 37 °C × 9/5 + 32 = 98,6 °F. Für den Rückweg 32 abziehen und mit 5/9 multiplizieren.',
        },
        {
          question: 'Wie rechne ich in Kelvin um?',
          answer:
            'Addiere 273,15 zum Celsius-Wert: 20 °C sind 293,15 K. Kelvin hat kein Gradzeichen und keine negativen Werte, denn 0 K ist der absolute Nullpunkt.',
        },
        {
          question: 'Was ist die tiefstmögliche Temperatur?',
          answer:
            'Der absolute Nullpunkt: −273,15 °C, −459,67 °F oder 0 K. Bei einem tieferen Wert erscheint „Die Temperatur kann nicht unter dem absoluten Nullpunkt liegen (-273,15 °C, -459,67 °F, 0 K)“.',
        },
        {
          question: 'Wo treffen sich Celsius und Fahrenheit?',
          answer: 'Bei −40: −40 °C sind genau −40 °F.',
        },
      ],
    },
    'unit-converter': {
      title: 'Einheitenumrechner',
      description:
        'Rechne Längen und Gewichte zwischen metrischen und angloamerikanischen Einheiten um: Meter, Fuß, Meilen, Kilogramm, Pfund und mehr.',
      keywords: [
        'Einheiten umrechnen',
        'Einheitenrechner',
        'km in Meilen',
        'Meilen in km',
        'kg in lbs',
        'Pfund in kg',
        'Fuß in Meter',
        'Zoll in cm',
        'Längeneinheiten',
        'Gewichtseinheiten',
      ],
      faqs: [
        {
          question: 'Sind die Umrechnungsfaktoren exakt?',
          answer:
            'Ja. Seit 1959 ist der Zoll (inch) als genau 2,54 cm und das Pfund (pound) als genau 0,45359237 kg festgelegt, eine Meile sind also 1.609,344 m und eine Unze 28,349523125 g. Ergebnisse werden auf höchstens 6 Nachkommastellen gerundet.',
        },
        {
          question: 'Wie viele Pfund hat ein Kilogramm?',
          answer:
            '1 kg sind etwa 2,204623 lb (1 ÷ 0,45359237). Für eine schnelle Überschlagsrechnung: Kilogramm verdoppeln und 10 % dazurechnen.',
        },
        {
          question: 'Wie viele Meilen sind ein Kilometer?',
          answer: '1 km sind etwa 0,621371 Meilen; 1 Meile sind genau 1,609344 km.',
        },
        {
          question: 'Ist eine metrische Tonne dasselbe wie eine „ton“?',
          answer:
            'Nein. Das t hier ist die metrische Tonne mit 1.000 kg. Eine amerikanische „short ton“ hat 2.000 lb (etwa 907 kg), eine britische „long ton“ 2.240 lb (etwa 1.016 kg).',
        },
      ],
    },
    'plain-old-calculator': {
      title: 'Einfacher Taschenrechner',
      description:
        'Ein einfacher Online-Taschenrechner für alltägliche Rechnungen, gut per Tastatur bedienbar, mit Prozent- und Vorzeichentaste.',
      keywords: [
        'Taschenrechner',
        'Online-Taschenrechner',
        'Rechner online',
        'einfacher Rechner',
        'Grundrechenarten',
        'addieren',
        'subtrahieren',
        'multiplizieren',
        'dividieren',
      ],
      faqs: [
        {
          question: 'Warum ergibt 2 + 3 × 4 hier 20 und nicht 14?',
          answer:
            'Dieser Rechner arbeitet wie ein Taschenrechner: Jede Rechenoperation wird ausgeführt, sobald du den nächsten Operator drückst. Aus 2 + 3 wird also 5, bevor × 4 angewendet wird. Für 14 rechne zuerst 3 × 4 und addiere dann 2.',
        },
        {
          question: 'Wie funktioniert die %-Taste?',
          answer:
            'Allein teilt % die Zahl durch 100 (50 % ergibt 0,5). Bei einer offenen Rechnung nimmt sie diesen Prozentsatz der ersten Zahl: 200 + 10 % macht aus der 10 eine 20, = ergibt also 220, und 200 − 10 % = ergibt 180.',
        },
        {
          question: 'Warum ergibt 0,1 + 0,2 hier genau 0,3?',
          answer:
            'Viele Apps speichern Zahlen binär und zeigen 0.30000000000000004. Dieser Rechner rechnet mit exakten Dezimalzahlen, behält 20 signifikante Stellen und zeigt bis zu 15 an, sodass alltägliche Rechnungen so herauskommen, wie du es erwartest. Sehr große oder sehr kleine Ergebnisse erscheinen in Exponentialschreibweise, z. B. 1.5e+20.',
        },
        {
          question: 'Kann ich meine Tastatur benutzen?',
          answer:
            'Ja, sobald die Seite offen ist: Ziffern, . oder , als Dezimaltrennzeichen, + - * / für die Rechenarten, = oder Enter für das Ergebnis, % für Prozent, die Rücktaste zum Löschen einer Ziffer und Esc zum Zurücksetzen. Erneutes Drücken von = wiederholt die letzte Rechnung.',
        },
      ],
    },
    'bmi-calculator': {
      title: 'BMI-Rechner',
      description:
        'Berechne deinen Body-Mass-Index in metrischen oder US-Einheiten und sieh, wo er auf der BMI-Skala liegt.',
      keywords: [
        'BMI berechnen',
        'BMI-Rechner',
        'Body-Mass-Index',
        'BMI Tabelle',
        'Normalgewicht',
        'Idealgewicht',
        'Übergewicht',
      ],
      faqs: [
        {
          question: 'Wie wird der BMI berechnet?',
          answer:
            'Gewicht in Kilogramm geteilt durch die Körpergröße in Metern zum Quadrat. In Pfund und Zoll sind es 703 × Gewicht ÷ Größe². 72 kg bei 1,78 m ergeben 72 ÷ 1,78² = 22,7.',
        },
        {
          question: 'Welche BMI-Kategorien gibt es?',
          answer:
            'Für Erwachsene: unter 18,5 Untergewicht, 18,5 bis 24,9 Normalgewicht, 25 bis 29,9 Übergewicht, 30 bis 34,9 Adipositas Grad I, 35 bis 39,9 Grad II und ab 40 Grad III (Weltgesundheitsorganisation und CDC).',
        },
        {
          question: 'Ist der BMI für alle aussagekräftig?',
          answer:
            'Nein. Der BMI ist ein Richtwert, keine Diagnose: Er unterscheidet nicht zwischen Muskeln und Fett und ist nicht für Kinder, Jugendliche oder Schwangere gedacht. Eine Ärztin oder ein Arzt kann das Gesamtbild beurteilen.',
        },
        {
          question: 'Was ist das Normalgewicht für meine Größe?',
          answer:
            'Die Gewichte, die einen BMI von 18,5 bis 24,9 ergeben. Bei 178 cm sind das 58,6 bis 78,9 kg; der Rechner ermittelt es für die Größe, die du eingibst.',
        },
      ],
    },
    'peptide-calculator': {
      title: 'Peptidrechner',
      description:
        'Berechne Molekulargewicht, isoelektrischen Punkt, Nettoladung und Extinktionskoeffizient eines Peptids aus seiner Sequenz.',
      keywords: [
        'Peptid Molekulargewicht',
        'Molmasse Peptid',
        'isoelektrischer Punkt berechnen',
        'pI berechnen',
        'Nettoladung',
        'Aminosäuresequenz',
        'Extinktionskoeffizient',
        'Peptidrechner',
      ],
      faqs: [
        {
          question: 'Welche Masse soll ich nehmen, monoisotopisch oder mittlere?',
          answer:
            'Nimm die monoisotopische Masse, um Peaks in der hochauflösenden Massenspektrometrie zuzuordnen, und das mittlere Molekulargewicht (g/mol) zum Einwiegen und für molare Konzentrationen. Die mittlere Masse berücksichtigt die natürliche Isotopenverteilung und liegt deshalb etwa 0,06 % höher.',
        },
        {
          question: 'Warum sagt der Rechner, der pI liege über 14?',
          answer:
            'Der isoelektrische Punkt ist der pH-Wert, bei dem die Nettoladung null ist. Ein Peptid mit basischen Resten, aber ohne saure Gruppe (zum Beispiel ein amidiertes Peptid ohne D, E, C oder Y), bleibt bei jedem pH von 0 bis 14 positiv geladen und hat in diesem Bereich keinen pI. pI-Werte hängen außerdem vom verwendeten pKa-Satz ab und können daher um einige Zehntel von anderen Rechnern abweichen.',
        },
        {
          question: 'Kann ich einen FASTA-Eintrag oder Dreibuchstabencodes einfügen?',
          answer:
            'Ja. Eine Kopfzeile, die mit > beginnt, wird übersprungen, Leerzeichen und Zahlen werden ignoriert, und auch Dreibuchstabencodes mit Bindestrichen wie H-Arg-Pro-Lys-NH2 werden gelesen. Ac- und -NH2 um eine Sequenz werden als N-terminale Acetylierung und C-terminale Amidierung gelesen. Jedes andere Zeichen wird ignoriert und unter dem Feld aufgeführt.',
        },
        {
          question: 'Wie setze ich eine Lösung mit bestimmter Molarität an?',
          answer:
            'Wähle im Lösungsrechner mM, wähle, was berechnet werden soll, und gib die beiden anderen Werte ein. Verwendet wird das mittlere Molekulargewicht des Peptids selbst; lyophilisierte Peptide enthalten aber auch Gegenionen (etwa TFA oder Acetat) und Wasser, prüfe also den Nettopeptidgehalt auf deinem Analysenzertifikat. Dieses Tool ist nur für Forschungszwecke gedacht, nicht zur Dosierung oder Injektion.',
        },
      ],
    },
    'unix-timestamp-converter': {
      title: 'Unix-Zeitstempel umrechnen',
      description:
        'Wandle Unix-Zeitstempel (Epoch) in lesbare Daten um und Daten zurück in Zeitstempel – in Sekunden oder Millisekunden.',
      keywords: [
        'Unix Timestamp umrechnen',
        'Unix-Zeitstempel',
        'Unix-Zeit',
        'Timestamp in Datum',
        'Epoch Converter',
        'Epoch-Zeit',
        'POSIX-Zeit',
        'Zeitstempel',
      ],
      faqs: [
        {
          question: 'Was ist ein Unix-Zeitstempel?',
          answer:
            'Die Zahl der Sekunden seit dem 1. Januar 1970, 00:00:00 UTC (der Unix-Epoche), ohne Schaltsekunden. Er ist im selben Moment überall auf der Welt gleich, deshalb verwenden Computer ihn; Zeitzonen spielen erst eine Rolle, wenn er in Datum und Uhrzeit umgewandelt wird.',
        },
        {
          question:
            'Woher weiß der Umrechner, ob ich Sekunden, Millisekunden oder Mikrosekunden eingegeben habe?',
          answer:
            'An der Zahl der Stellen. Bis zu 11 Stellen gelten als Sekunden (1700000000), 12 bis 14 Stellen als Millisekunden (1700000000000, wie in JavaScript) und 15 bis 17 Stellen als Mikrosekunden. Für heutige Daten überschneiden sich diese Bereiche nie. Das Ergebnis sagt immer, welche Einheit verwendet wurde, und ein Nachkommateil wie in 1700000000.5 ist erlaubt.',
        },
        {
          question: 'Kann ein Unix-Zeitstempel negativ sein?',
          answer:
            'Ja. Ein negativer Zeitstempel ist ein Zeitpunkt vor 1970: -1 ist der 31. Dezember 1969, 23:59:59 UTC, und -86400 ist ein Tag vor der Epoche.',
        },
        {
          question: 'Was ist das Jahr-2038-Problem?',
          answer:
            'Systeme, die den Zeitstempel als vorzeichenbehaftete 32-Bit-Zahl speichern, können nur bis 2147483647 zählen, also bis zum 19. Januar 2038, 03:14:07 UTC. Eine Sekunde später springt ein solcher Zähler auf ein Datum im Dezember 1901. Systeme mit 64-Bit-Zahlen, wie die meisten heute, sind nicht betroffen.',
        },
      ],
    },
    'remove-line-breaks': {
      title: 'Zeilenumbrüche entfernen',
      description: 'Entferne störende Zeilenumbrüche aus kopiertem Text und behalte auf Wunsch die Absätze.',
      keywords: [
        'Zeilenumbrüche entfernen',
        'Umbrüche entfernen',
        'Zeilenumbruch PDF',
        'Text aus PDF kopieren',
        'Text bereinigen',
        'Absätze',
        'Zeilen zusammenfügen',
      ],
      faqs: [
        {
          question: 'Warum hat aus einem PDF kopierter Text Zeilenumbrüche mitten im Satz?',
          answer:
            'PDFs speichern jede gedruckte Zeile einzeln, deshalb bleibt beim Kopieren am Ende jeder Zeile ein Umbruch stehen. Dieses Tool macht aus jedem Umbruch ein einzelnes Leerzeichen, sodass die Sätze wieder fließen.',
        },
        {
          question: 'Kann ich meine Absätze behalten?',
          answer:
            'Ja. Hake „Absätze beibehalten (Leerzeilen)“ an: Eine Leerzeile zwischen Absätzen bleibt als eine Leerzeile erhalten, und nur die Umbrüche innerhalb der Absätze werden entfernt.',
        },
        {
          question: 'Funktioniert das mit Zeilenenden von Windows und Mac?',
          answer:
            'Ja. Zeilenenden von Windows (CR LF), älteren Macs (CR) und Unix (LF) sowie die Unicode-Zeilen- und -Absatztrenner werden alle als Zeilenumbrüche behandelt.',
        },
      ],
    },
    'text-case-converter': {
      title: 'Groß- und Kleinschreibung umwandeln',
      description:
        'Wandle Text in Klein- oder Großbuchstaben, Title Case, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE oder dot.case um.',
      keywords: [
        'Groß- und Kleinschreibung ändern',
        'Großbuchstaben umwandeln',
        'Kleinbuchstaben umwandeln',
        'Text in Großbuchstaben',
        'Title Case',
        'camelCase',
        'snake_case',
        'kebab-case',
      ],
      faqs: [
        {
          question: 'Was ist der Unterschied zwischen camelCase und PascalCase?',
          answer:
            'Beide schreiben die Wörter ohne Leerzeichen zusammen und beginnen jedes Wort groß; camelCase fängt mit einem Kleinbuchstaben an (userName), PascalCase mit einem Großbuchstaben (UserName).',
        },
        {
          question: 'Kann das Tool einen vorhandenen Variablennamen umwandeln?',
          answer:
            'Ja. Wörter werden an Leerzeichen, Satzzeichen, Unterstrichen, Bindestrichen und camelCase-Grenzen getrennt, so wird getUserByID zu get_user_by_id, get-user-by-id oder GET_USER_BY_ID.',
        },
        {
          question: 'Bleiben Akzente und nichtlateinische Buchstaben erhalten?',
          answer:
            'Ja. Buchstaben aus jedem Alphabet bleiben, wie sie sind, nur ihre Groß- und Kleinschreibung ändert sich: Aus crème brûlée wird in camelCase crèmeBrûlée.',
        },
      ],
    },
    'slug-generator': {
      title: 'Slug-Generator',
      description:
        'Mach aus einem Titel einen sauberen, SEO-freundlichen URL-Slug – mit Trennzeichen und Länge nach Wahl.',
      keywords: [
        'URL-Slug',
        'Slug erstellen',
        'Slug Generator',
        'sprechende URL',
        'SEO URL',
        'Permalink',
        'URL-freundlich',
      ],
      faqs: [
        {
          question: 'Was ist ein URL-Slug?',
          answer:
            'Der lesbare Teil einer Webadresse, der eine Seite benennt, etwa creme-brulee-tipps in example.com/blog/creme-brulee-tipps. Gute Slugs sind kurz, kleingeschrieben und trennen Wörter mit Bindestrichen.',
        },
        {
          question: 'Wie lang sollte ein Slug sein?',
          answer:
            'Höchstens 60 Zeichen, damit er lesbar bleibt und in Suchergebnissen nicht abgeschnitten wird. Das Tool prüft die Länge und kann den Slug auf eine Höchstlänge kürzen, die du festlegst.',
        },
        {
          question: 'Was passiert mit Umlauten, Akzenten und Symbolen?',
          answer:
            'Akzente und Umlautpunkte werden entfernt (crème wird zu creme, für wird zu fur), Buchstaben wie ß und æ werden ausgeschrieben (ss, ae), Satzzeichen und Symbole fallen weg, und Leerzeichen werden zum Trennzeichen deiner Wahl.',
        },
      ],
    },
    'uuid-generator': {
      title: 'UUID-Generator',
      description:
        'Erzeuge zufällige UUIDs der Version 4 in großer Zahl – im Standardformat, kurz, in Großbuchstaben oder in geschweiften Klammern.',
      keywords: [
        'UUID generieren',
        'UUID Generator',
        'GUID Generator',
        'UUID v4',
        'eindeutige ID',
        'zufällige ID',
        'UUID erstellen',
      ],
      faqs: [
        {
          question: 'Sind diese UUIDs wirklich zufällig und eindeutig?',
          answer:
            'Es sind UUIDs der Version 4 mit 122 Zufallsbits aus dem kryptografischen Zufallsgenerator deines Browsers. Die Wahrscheinlichkeit, dass zwei jemals übereinstimmen, ist so gering, dass man sie vernachlässigen kann – selbst bei Milliarden von UUIDs.',
        },
        {
          question: 'Was bedeuten die Formate?',
          answer:
            '„Standard“ ist kleingeschrieben mit Bindestrichen (8-4-4-4-12). „Kurz (ohne Bindestriche)“ lässt sie weg, „Großbuchstaben“ verwendet Großbuchstaben, und „In Klammern {…}“ setzt die UUID in geschweifte Klammern, wie Microsoft-Tools GUIDs oft anzeigen.',
        },
        {
          question: 'Wie erkenne ich, welche Version eine UUID hat?',
          answer:
            'Füge sie unter „UUID prüfen“ ein. Die Version ist die erste Ziffer der dritten Gruppe: 4 für zufällig, 1 für zeitbasiert, 7 für Unix-zeitbasiert und so weiter.',
        },
      ],
    },
    'json-beautifier': {
      title: 'JSON-Formatter & Validator',
      description:
        'JSON im Browser formatieren, prüfen, sortieren und minifizieren – mit verständlichen Fehlermeldungen.',
      keywords: [
        'JSON formatieren',
        'JSON Formatter',
        'JSON Validator',
        'JSON prüfen',
        'JSON minifizieren',
        'JSON Beautifier',
        'Pretty Print',
        'JSON Lint',
      ],
      faqs: [
        {
          question: 'Wird mein JSON irgendwohin hochgeladen?',
          answer:
            'Nein. Formatieren, Prüfen und Minifizieren passieren in deinem Browser, und große Dokumente werden in einem Hintergrundprozess auf deinem eigenen Gerät verarbeitet. Nur kurze Dokumente (höchstens 500 Zeichen) werden im Link der Seite gespeichert, und auch nur, wenn du diesen Link teilst.',
        },
        {
          question: 'Verändert das Formatieren meine Zahlen oder Texte?',
          answer:
            'Nein. Nur die Leerzeichen ändern sich und, wenn die Sortierung an ist, die Reihenfolge der Schlüssel. Zahlen wie 12345678901234567890 oder 1.50 und Escape-Sequenzen wie \\u00e9 bleiben genau so, wie du sie eingegeben hast. Viele Formatter runden oder schreiben sie um.',
        },
        {
          question: 'Wie werden die Schlüssel sortiert?',
          answer:
            'Objekte werden auf jeder Ebene sortiert, auch Objekte in Arrays, während Arrays ihre Reihenfolge behalten. Schlüssel werden nach Zeichencode verglichen, deshalb kommen Großbuchstaben vor Kleinbuchstaben, „10“ vor „9“ und Buchstaben mit Akzent nach „z“.',
        },
        {
          question: 'Was bedeutet „JSON-Syntaxfehler“?',
          answer:
            'Dein Text ist kein gültiges JSON. Die Meldung stammt vom Parser deines Browsers; nennt sie eine Position, zeigt das Tool Zeile und Spalte und markiert die Stelle mit einem Zirkumflex (^). Häufige Ursachen sind Kommas am Ende, einfache Anführungszeichen und fehlende Anführungszeichen um Schlüssel.',
        },
      ],
    },
    'base64-image-converter': {
      title: 'Bild in Base64 umwandeln',
      description: 'Kodiere ein Bild als Base64-Data-URL für CSS oder HTML – komplett in deinem Browser.',
      keywords: [
        'Bild in Base64',
        'Base64 Bild',
        'Bild zu Base64 konvertieren',
        'Data URI',
        'Data URL',
        'Bild kodieren',
        'Base64 Encoder',
        'Inline-Bild',
      ],
      faqs: [
        {
          question: 'Wird mein Bild irgendwohin hochgeladen?',
          answer: 'Nein. Dein Browser liest und kodiert das Bild, und es verlässt nie dein Gerät.',
        },
        {
          question: 'Wie groß darf das Bild sein?',
          answer: 'Bis zu 10 MB. Der Base64-Text ist etwa ein Drittel größer als die Originaldatei.',
        },
      ],
    },
    'keyboard-tester': {
      title: 'Tastaturtest',
      description:
        'Teste jede Taste deiner Tastatur und sieh, welche reagieren – mit Live-Zähler für die Anschläge.',
      keywords: [
        'Tastatur testen',
        'Tastaturtest',
        'Tastatur Test online',
        'Tasten testen',
        'Taste funktioniert nicht',
        'klemmende Tasten',
        'Keycode',
      ],
      faqs: [
        {
          question: 'Wie teste ich meine Tastatur mit diesem Tool?',
          answer:
            'Öffne die Seite und drück jede Taste einmal. Eine Taste leuchtet, solange du sie hältst, und behält ein Häkchen, sobald sie getestet ist; Zähler und Fortschritt in Prozent aktualisieren sich dabei. Wenn alle 104 Tasten einer vollständigen US-Tastatur gedrückt wurden, erscheint eine Erfolgsmeldung. „Zurücksetzen“ beginnt von vorn.',
        },
        {
          question: 'Warum erreicht meine Laptop-Tastatur keine 100 %?',
          answer:
            'Der Test nutzt eine vollständige Tastatur mit Ziffernblock, Einfg, Druck, Rollen und Pause. Bei Laptop- und Kompakttastaturen fehlen einige dieser Tasten, deshalb bleiben sie unter 100 %. Tasten, die deine Tastatur hat, dieses Layout aber nicht – etwa Medientasten –, erscheinen trotzdem als letzte Taste und unter „Weitere gedrückte Tasten“.',
        },
        {
          question: 'Warum werden linke und rechte Umschalt-, Strg- und Alt-Taste getrennt getestet?',
          answer:
            'Jede Taste wird an ihrer physischen Position erkannt (KeyboardEvent.code), daher sind ShiftLeft und ShiftRight oder Digit1 und Numpad1 verschiedene Tasten. Das Feld für die letzte Taste zeigt auch die Position: 0 Standard, 1 links, 2 rechts, 3 Ziffernblock.',
        },
        {
          question: 'Können Tastendrücke hier die Seite schließen oder neu laden?',
          answer:
            'Während du testest, verhindert die Seite, dass Tab, Leertaste, Pfeiltasten, Rücktaste, F1 bis F12 und Alt scrollen, neu laden oder Menüs öffnen. Manche Tastenkürzel lassen Browser nie blockieren, etwa Strg+W, Strg+T, Alt+Tab oder ⌘+Q – vermeide diese also. Eine gehaltene Taste zählt als ein Anschlag, und nichts, was du tippst, verlässt deinen Browser.',
        },
      ],
    },
    'regex-tester': {
      title: 'Regex-Tester',
      description:
        'Teste reguläre Ausdrücke in JavaScript an einem Text, sieh Treffer und Gruppen und probiere Ersetzungen aus.',
      keywords: [
        'Regex testen',
        'Regex Tester',
        'regulärer Ausdruck',
        'reguläre Ausdrücke testen',
        'RegExp',
        'Regex online',
        'Suchen und Ersetzen',
        'Muster',
      ],
      faqs: [
        {
          question: 'Welche Regex-Variante verwendet dieser Tester?',
          answer:
            'Die JavaScript-Engine deines Browsers, die Ergebnisse entsprechen also dem, was RegExp, String.match und String.replace in deinem Code tun. Die Flags g, i, m, s, u und y werden unterstützt.',
        },
        {
          question: 'Warum heißt es, mein Muster habe zu lange gedauert?',
          answer:
            'Muster laufen im Hintergrund und werden nach 1 Sekunde abgebrochen. Verschachtelte Wiederholungen wie (a+)+ können bei Text, der fast passt, exponentiell viel Backtracking auslösen; formuliere die Wiederholungen genauer oder entferne die Verschachtelung.',
        },
        {
          question: 'Wie verwende ich Gruppen in der Ersetzung?',
          answer:
            'Schreib $1, $2 usw. für nummerierte Gruppen, $<name> für benannte Gruppen, $& für den ganzen Treffer und $$ für ein Dollarzeichen. Ohne das Flag g wird nur der erste Treffer ersetzt.',
        },
        {
          question: 'Warum werden manche Treffer nicht aufgelistet?',
          answer:
            'Leere Treffer (Länge null) werden übersprungen, und höchstens 50 Treffer werden aufgelistet; die Anzahl über der Liste zählt trotzdem jeden Treffer. Ohne das Flag g wird nur der erste Treffer gefunden.',
        },
      ],
    },
    'password-generator': {
      title: 'Passwort-Generator',
      description:
        'Erstelle sichere Zufallspasswörter mit 4 bis 128 Zeichen und einer Live-Einschätzung der Passwortstärke.',
      keywords: [
        'Passwort generieren',
        'Passwort Generator',
        'sicheres Passwort',
        'zufälliges Passwort',
        'Passwort erstellen',
        'starkes Passwort',
        'Kennwort',
        'Passphrase',
      ],
      faqs: [
        {
          question: 'Wie wird die Stärke ermittelt?',
          answer:
            'Aus der Entropie: Länge × log2 der Zahl der möglichen Zeichen. Unter 30 Bit ist „Sehr schwach“, unter 50 „Schwach“, unter 70 „Mittel“, unter 90 „Stark“ und ab 90 „Sehr stark“. 16 Zeichen aus allen vier Zeichengruppen ergeben etwa 103 Bit.',
        },
        {
          question: 'Ist es sicher, Passwörter auf einer Website zu erzeugen?',
          answer:
            'Hier wird das Passwort in deinem Browser mit dessen kryptografischem Zufallsgenerator erzeugt und nie gesendet oder gespeichert; die Liste der letzten Passwörter verschwindet, wenn du die Seite verlässt.',
        },
        {
          question: 'Welche Sonderzeichen werden verwendet?',
          answer:
            'Diese 26: ! @ # $ % ^ & * ( ) _ + - = [ ] { } | ; : , . < > ? Jedes Passwort enthält mindestens ein Zeichen aus jeder Gruppe, die du anhakst.',
        },
      ],
    },
    'random-number-generator': {
      title: 'Zufallszahlengenerator',
      description:
        'Erzeuge faire Zufallszahlen in jedem Bereich – mit oder ohne Wiederholungen und Nachkommastellen.',
      keywords: [
        'Zufallszahl',
        'Zufallszahlengenerator',
        'Zufallsgenerator',
        'Zufallszahl zwischen 1 und 10',
        'Lottozahlen generieren',
        'Zahl ziehen',
        'Würfel',
      ],
      faqs: [
        {
          question: 'Sind die Zahlen wirklich zufällig?',
          answer:
            'Sie stammen aus dem kryptografischen Zufallsgenerator deines Browsers, und jeder Wert im Bereich ist gleich wahrscheinlich (keine Verzerrung durch Runden oder Modulo). Damit eignen sie sich für Verlosungen, Spiele und Stichproben.',
        },
        {
          question: 'Wie ziehe ich Lottozahlen?',
          answer:
            'Stell Minimum und Maximum ein (zum Beispiel 1 und 49), die Anzahl (6) und entferne den Haken bei „Wiederholungen erlauben“. Hake „Aufsteigend sortieren“ an, um sie der Reihe nach zu lesen.',
        },
        {
          question: 'Was passiert, wenn ich mehr verschiedene Zahlen anfordere, als der Bereich hergibt?',
          answer:
            'Du bekommst jede mögliche Zahl einmal und einen Hinweis wie: Du hast 10 verschiedene Zahlen angefordert, in diesem Bereich sind aber nur 5 verschiedene Zahlen möglich.',
        },
      ],
    },
    'decision-wheel': {
      title: 'Glücksrad',
      description: 'Dreh ein Glücksrad mit bis zu 20 Optionen und lass den Zufall fair entscheiden.',
      keywords: [
        'Glücksrad',
        'Glücksrad online',
        'Entscheidungsrad',
        'Zufallsrad',
        'Namen ziehen',
        'Zufallsauswahl',
        'Entscheidungshilfe',
      ],
      faqs: [
        {
          question: 'Wie viele Optionen passen auf das Rad?',
          answer: 'Bis zu 20. Zum Drehen braucht es mindestens zwei Optionen, die nicht leer sind.',
        },
        {
          question: 'Ist das Drehen fair?',
          answer:
            'Ja. Das Ergebnis wird mit dem kryptografischen Zufallsgenerator deines Browsers gezogen, ohne Verzerrung.',
        },
      ],
    },
    'qr-generator': {
      title: 'QR-Code-Generator',
      description:
        'Erstelle einen QR-Code für einen Link oder Text und lade ihn als Bild herunter – ohne Anmeldung und ohne Tracking.',
      keywords: [
        'QR-Code erstellen',
        'QR-Code Generator',
        'QR-Code kostenlos',
        'QR-Code erzeugen',
        'QR-Code für Link',
        'QR-Code ohne Anmeldung',
        'WLAN QR-Code',
        'Barcode',
      ],
      faqs: [
        {
          question: 'Laufen diese QR-Codes ab oder zählen sie Scans?',
          answer:
            'Nein. Der Code enthält deinen Text oder Link direkt und wird in deinem Browser erstellt, er funktioniert also so lange wie der Link selbst. Nichts wird hochgeladen, und es gibt weder Scan-Zählung noch Weiterleitungsdienst.',
        },
        {
          question: 'Welche Fehlerkorrekturstufe soll ich wählen?',
          answer:
            'M (15 %) passt für die meisten Bildschirme und Drucke. Wähle Q (25 %) oder H (30 %), wenn der Code zerkratzt oder schmutzig werden kann oder du ein kleines Logo darüberlegst. Höhere Stufen ergeben einen dichteren Code, lange Texte brauchen daher eventuell L (7 %).',
        },
        {
          question: 'PNG oder SVG?',
          answer:
            'PNG ist ein Bild in der gewählten Größe, gut für Websites, Dokumente und Nachrichten. SVG ist eine Vektordatei, die in jeder Größe scharf bleibt – am besten für den Druck: Flyer, Plakate, Speisekarten und Aufkleber.',
        },
        {
          question: 'Kann ich eigene Farben verwenden?',
          answer:
            'Ja, aber bleib bei einem dunklen Vordergrund auf hellem Hintergrund mit einem Kontrast von mindestens 4:1. Helle Codes auf dunklem Grund oder blasse Codes scheitern auf vielen Handys; die Seite warnt dich, wenn das passiert.',
        },
      ],
    },
    'cups-to-grams': {
      title: 'Tassen in Gramm umrechnen',
      description: 'Rechne Tassen (US-Cups), Esslöffel und Teelöffel für rund 50 Backzutaten in Gramm um.',
      keywords: [
        'Tassen in Gramm',
        'Cups in Gramm',
        'Cup Mehl in Gramm',
        'Cup Zucker in Gramm',
        'amerikanische Maße umrechnen',
        'US Cups umrechnen',
        'Backen umrechnen',
        'Esslöffel in Gramm',
      ],
      faqs: [
        {
          question: 'Wie viel Gramm hat eine Tasse Mehl?',
          answer:
            'Eine Tasse Weizenmehl (Allzweckmehl), mit dem Löffel eingefüllt und glatt gestrichen, wiegt etwa 120 g (4,23 oz). Direkt aus der Tüte geschöpft, wird es zusammengedrückt und kann 20 bis 30 g mehr wiegen. Brotmehl wiegt etwa 127 g pro Tasse, Kuchenmehl (cake flour) etwa 114 g.',
        },
        {
          question: 'Warum wiegt eine Tasse Zucker mehr als eine Tasse Mehl?',
          answer:
            'Eine Tasse misst das Volumen, nicht das Gewicht. Kristallzucker ist dichter als Mehl, eine Tasse davon wiegt also etwa 200 g gegenüber 120 g bei Mehl. Honig wiegt sogar noch mehr, etwa 340 g pro Tasse, weil er schwerer als Wasser ist.',
        },
        {
          question: 'Wie werden Esslöffel und Teelöffel umgerechnet?',
          answer:
            'Ein Esslöffel ist 1/16 einer US-Tasse und ein Teelöffel 1/48; ein Esslöffel Weizenmehl wiegt also etwa 7,5 g und ein Teelöffel etwa 2,5 g. Eine US-Tasse fasst etwa 240 mL, ein Esslöffel 15 mL und ein Teelöffel 5 mL.',
        },
        {
          question: 'Wie genau sind diese Gewichte?',
          answer:
            'Es sind typische Werte aus einer veröffentlichten Umrechnungstabelle fürs Backen. Das tatsächliche Gewicht hängt von Marke, Mahlgrad und der Art ab, wie die Tasse gefüllt wird – nimm also eine Küchenwaage, wenn es bei einem Rezept genau sein muss. Gramm werden auf ganze Zahlen gerundet, Unzen auf 2 Nachkommastellen.',
        },
      ],
    },
    'butter-converter': {
      title: 'Butter-Umrechner',
      description: 'Rechne Butter zwischen Sticks, Tassen, Esslöffeln, Teelöffeln, Gramm und Unzen um.',
      keywords: [
        'Stick Butter in Gramm',
        'Butter umrechnen',
        'Tasse Butter in Gramm',
        'Cup Butter Gramm',
        'Esslöffel Butter in Gramm',
        'Butter amerikanische Rezepte',
        'Butter Stick',
      ],
      faqs: [
        {
          question: 'Wie viel Gramm hat ein Stick Butter?',
          answer: 'Ein US-Stick hat 113,4 g (4 oz), das ist ½ Tasse oder 8 Esslöffel.',
        },
        {
          question: 'Wie rechne ich Tassen Butter in Gramm um?',
          answer:
            'Mit 226,8 multiplizieren: 1 Tasse sind zwei Sticks, etwa 227 g. ¾ Tasse sind also etwa 170 g und ½ Tasse 113 g.',
        },
        {
          question: 'Wie viele Esslöffel hat eine Tasse Butter?',
          answer: '16 Esslöffel oder 48 Teelöffel. Ein Stick hat 8 Esslöffel.',
        },
      ],
    },
    'pan-size-converter': {
      title: 'Backform-Umrechner',
      description:
        'Tausche die Backform und passe Rezeptmenge und Backzeit an – für runde und rechteckige Formen.',
      keywords: [
        'Backform umrechnen',
        'Springform umrechnen',
        'Rezept auf andere Backform',
        'Backformgröße',
        'Kuchenform umrechnen',
        'Backblech umrechnen',
        '9x13 Backform',
      ],
      faqs: [
        {
          question: 'Wie rechne ich ein Rezept auf eine andere Backform um?',
          answer:
            'Vergleiche das Volumen der Formen: Fläche mal Höhe. Eine Form mit 9 × 13 Zoll fasst bei 2 Zoll Höhe 234 Kubikzoll, eine mit 8 × 8 Zoll 128. Ein Rezept für die 8 × 8-Form braucht also etwa das 1,83-Fache der Zutaten, um die 9 × 13-Form gleich hoch zu füllen.',
        },
        {
          question: 'Wie ändere ich die Backzeit für eine andere Form?',
          answer:
            'Entscheidend ist, wie dick der Teig liegt. Dieses Tool skaliert die Zeit mit dem Verhältnis der Teigdicken hoch 0,8: Derselbe Teig, dünner verteilt, backt schneller, dickerer Teig braucht länger. Prüfe in beiden Fällen ein paar Minuten früher.',
        },
        {
          question: 'Wie groß ist die Fläche einer runden Form?',
          answer:
            'π mal Radius zum Quadrat: Eine runde Form mit 8 Zoll hat etwa 50,3 Quadratzoll, eine mit 9 Zoll 63,6 und eine mit 10 Zoll 78,5.',
        },
      ],
    },
    'egg-size-adjuster': {
      title: 'Eiergrößen-Umrechner',
      description:
        'Tausche im Rezept Eiergrößen oder Eiersorten, vom Wachtel- bis zum Entenei, nach Gewicht und Volumen.',
      keywords: [
        'Eiergröße umrechnen',
        'Eier umrechnen',
        'Ei Gewicht ohne Schale',
        'Eiergrößen Gramm',
        'Wachteleier statt Hühnereier',
        'Enteneier',
        'Ei ersetzen',
      ],
      faqs: [
        {
          question: 'Wie viel wiegt ein großes Ei ohne Schale?',
          answer:
            'Etwa 50 g (ungefähr 50 mL oder etwa 3¼ Esslöffel verquirlt). Ein Entenei wiegt etwa 75 g, ein Wachtelei etwa 16 g. Eier sind verschieden, wiege also deine eigenen und passe die Tabelle an, um genauer zu werden.',
        },
        {
          question: 'Wie viele Enteneier ersetzen Hühnereier?',
          answer:
            'Nach Gewicht ersetzen 2 Enteneier (etwa 150 g) 3 große Hühnereier. Enteneier haben größere, reichhaltigere Dotter, Kuchen werden damit etwas kompakter und goldener.',
        },
        {
          question: 'Wie viele Wachteleier entsprechen einem Hühnerei?',
          answer:
            'Etwa 3 Wachteleier (je 16 g) ergeben ein großes Hühnerei (50 g). Für zwei große Eier schlägt „Smart“ 6⅓ Wachteleier vor: Verquirle 7 und miss etwa 101 g ab.',
        },
        {
          question: 'Was bewirken die Rundungsarten?',
          answer:
            '„Smart“ wählt, was der exakten Menge am nächsten kommt: das nächste halbe, drittel oder ganze Ei. „Abrunden“ und „Aufrunden“ ergeben ganze Eier, „Exakt“ behält die genaue Zahl. Weicht die gerundete Menge um mehr als 0,1 g ab, sagt ein Hinweis, wie viel verquirltes Ei du dazugeben oder weglassen sollst.',
        },
      ],
    },
    'high-altitude-adjuster': {
      title: 'Backen in der Höhe: Rezept anpassen',
      description:
        'Passe Ofentemperatur, Backzeit, Triebmittel, Zucker, Flüssigkeit und Mehl fürs Backen in großer Höhe an.',
      keywords: [
        'Backen in der Höhe',
        'Backen in großer Höhe',
        'Backen in den Bergen',
        'Höhenlage Rezept anpassen',
        'Triebmittel reduzieren',
        'Höhe über dem Meeresspiegel',
        'Denver',
      ],
      faqs: [
        {
          question: 'Warum müssen Rezepte in großer Höhe angepasst werden?',
          answer:
            'Der Luftdruck ist niedriger. Gas aus Backpulver, Natron und Hefe dehnt sich deshalb stärker und schneller aus, und Wasser kocht bei niedrigerer Temperatur (in Denver bei etwa 202 °F bzw. 94 °C). Teige trocknen so aus, gehen auf und fallen wieder zusammen. Weniger Triebmittel und Zucker, etwas mehr Flüssigkeit und Mehl und ein heißerer Ofen helfen, dass die Struktur fest wird, bevor sie zusammenfällt.',
        },
        {
          question: 'Ab welcher Höhe sollte ich anpassen?',
          answer:
            'Ab 3.000 ft (etwa 914 m). Dieses Tool zählt eine Stufe für jede volle 1.000 ft über 3.000 ft – Denver auf 5.280 ft hat also 2 Stufen – und multipliziert jede Zutatenänderung mit der Zahl der Stufen. Unter 3.000 ft sagt es dir, dass keine Änderungen nötig sind.',
        },
        {
          question: 'Warum ist die Erhöhung der Ofentemperatur auf 25 °F begrenzt?',
          answer:
            'Jede Stufe bringt 5 °F mehr, aber über 25 °F hinaus wird die Außenseite eines Kuchens oder Brots fest und braun, lange bevor die Mitte gar ist. Die Erhöhung endet deshalb bei 25 °F (etwa 14 °C), egal wie hoch du wohnst.',
        },
        {
          question: 'Mein Ort ist nicht in der Liste. Was soll ich eingeben?',
          answer:
            'Gib deine Höhe im Feld „Höhe manuell (optional)“ ein, in Fuß oder Metern. Steht dort eine Zahl, wird sie statt der Stadt verwendet. Es sind Faustregeln, also back zuerst eine Probe und passe dann an.',
        },
      ],
    },
    'cake-slice-calculator': {
      title: 'Torten-Portionsrechner',
      description:
        'Berechne, wie viele Stücke eine Etagentorte ergibt und wie groß die Torte für deine Gäste sein muss.',
      keywords: [
        'Torte Stücke berechnen',
        'Hochzeitstorte Größe',
        'Etagentorte',
        'Stufentorte',
        'wie viele Stücke Torte',
        'Tortengröße Personen',
        'Portionen berechnen',
      ],
      faqs: [
        {
          question:
            'Wie viele Portionen ergibt eine Torte mit Hochzeitsstücken im Vergleich zu Partystücken?',
          answer:
            'Ein Hochzeitsstück misst etwa 1 × 2 Zoll (2 Quadratzoll) aus einer 4 Zoll hohen Etage; ein Partystück hat etwa 3 Quadratzoll und ein großzügiges etwa 4. Dieselbe Torte ergibt halb so viele großzügige Stücke wie Hochzeitsstücke.',
        },
        {
          question: 'Wie wird die Zahl der Portionen berechnet?',
          answer:
            'Die Oberfläche jeder Etage wird durch die Grundfläche eines Stücks geteilt und nach ihrer Höhe im Verhältnis zur Standardhöhe von 4 Zoll skaliert. Die Etagen werden addiert, der Schnittverlust wird abgezogen, und das Ergebnis wird abgerundet.',
        },
        {
          question: 'Warum einen Puffer auf die Gästezahl rechnen?',
          answer:
            'Manche Gäste nehmen ein zweites Stück, und manche Stücke geraten beim Schneiden schief. Der Puffer (standardmäßig 10 %) erhöht die Zahl der Portionen, die du anpeilst: 80 Gäste mit 10 % Puffer brauchen 88 Portionen.',
        },
        {
          question: 'Kann ich Zentimeter verwenden?',
          answer:
            'Ja. Stell die Einheit auf Zentimeter um und gib deine Formgrößen in cm ein. Beim Umstellen werden die schon eingegebenen Größen umgerechnet, aus einer 8-Zoll-Form werden also 20,32 cm, und die Portionen bleiben gleich.',
        },
      ],
    },
    'recipe-scaling-calculator': {
      title: 'Rezept-Umrechner',
      description:
        'Rechne ein Rezept per Faktor oder Portionenzahl hoch oder runter – mit küchentauglichen Brüchen.',
      keywords: [
        'Rezept umrechnen',
        'Portionen umrechnen',
        'Rezept halbieren',
        'Rezept verdoppeln',
        'Zutaten umrechnen',
        'Mengen umrechnen',
        'Rezeptrechner',
      ],
      faqs: [
        {
          question: 'Wie rechne ich ein Rezept nach Portionen statt nach Faktor um?',
          answer:
            'Trag „Portionen im Rezept“ und „Gewünschte Portionen“ ein, zum Beispiel 4 und 6. Sind beides Zahlen und ist die erste größer als 0, ergibt sich der Faktor als gewünschte ÷ ursprüngliche Portionen (hier 1,5×), und das Feld „Faktor“ wird ignoriert.',
        },
        {
          question: 'Welche Mengenangaben versteht das Tool?',
          answer:
            'Ganze Zahlen, Dezimalzahlen (1,5 oder 1.5), Brüche (3/4), gemischte Zahlen (1 1/2 oder 1-1/2), Bruchzeichen wie ½ oder 1½ und Bereiche wie 2-3 oder 2–3, bei denen beide Enden umgerechnet werden. Text wie „eine Prise“ oder „nach Geschmack“ bleibt, wie er ist.',
        },
        {
          question: 'Wie werden die umgerechneten Mengen gerundet?',
          answer:
            'Mit „Brüche“ geht jede Menge auf das nächste Halbe, Drittel, Viertel oder Achtel (zum Beispiel 3⅜ Tassen), passend zu üblichen Messbechern und -löffeln. Du kannst auch 1 oder 2 Nachkommastellen wählen oder ungerundete Mengen mit bis zu 4 Nachkommastellen. Sehr kleine Mengen werden nie als 0 angezeigt, sondern als Dezimalzahl.',
        },
        {
          question: 'Kann ich ein Rezept einfügen, statt jede Zeile einzutippen?',
          answer:
            'Ja. Öffne „Ganzes Rezept einfügen“, füge eine Zutat pro Zeile ein und drück „Zeilen füllen“. Jede Zeile wird in Menge, Einheit und Zutat aufgeteilt; Zeilen ohne Menge behalten ihren ganzen Text als Zutat. Deine Zeilen werden in der Adresse der Seite gespeichert, sodass du das umgerechnete Rezept als Lesezeichen speichern oder teilen kannst.',
        },
      ],
    },
    'yeast-to-flour-ratio': {
      title: 'Hefe-Mehl-Rechner',
      description:
        'Finde heraus, wie viel aktive Trockenhefe, Instant- oder Frischhefe du für dein Mehl brauchst – mit Bäckerprozenten.',
      keywords: [
        'wie viel Hefe auf 500 g Mehl',
        'Hefe Mehl Verhältnis',
        'Hefe berechnen',
        'Trockenhefe Frischhefe umrechnen',
        'Frischhefe',
        'Trockenhefe',
        'Bäckerprozente',
        'Brot backen',
      ],
      faqs: [
        {
          question: 'Wie viel Hefe brauche ich für 500 g Mehl?',
          answer:
            'Für ein mageres Brot mit 1,5 % sind es 7,5 g aktive Trockenhefe, das entspricht etwa 5,6 g Instant-Trockenhefe oder 22,5 g Frischhefe. Angereicherte Teige brauchen etwa doppelt so viel, kalte, lange Gare deutlich weniger.',
        },
        {
          question: 'Wie tausche ich Instant-, aktive Trocken- und Frischhefe?',
          answer:
            'Instant-Trockenhefe ist das 0,75-Fache des Gewichts von aktiver Trockenhefe, Frischhefe (Würfelhefe) das 3-Fache. Ein 7-g-Päckchen Trockenhefe sind etwa 2¼ Teelöffel.',
        },
        {
          question: 'Was ist der Bäckerprozentsatz der Hefe?',
          answer:
            'Das Hefegewicht in Prozent des Mehlgewichts. Hier wird er für aktive Trockenhefe angegeben und für die anderen Hefearten umgerechnet.',
        },
      ],
    },
    'coffee-ratio-calculator': {
      title: 'Kaffee-Wasser-Rechner',
      description:
        'Finde die richtige Kaffeemenge für Filterkaffee, Handfilter, French Press, AeroPress oder Cold Brew.',
      keywords: [
        'Kaffee Wasser Verhältnis',
        'wie viel Kaffee pro Tasse',
        'Kaffeemenge berechnen',
        'Brühverhältnis',
        'Kaffee pro Liter',
        'French Press',
        'Cold Brew',
        'Pour Over',
      ],
      faqs: [
        {
          question: 'Welches Verhältnis von Kaffee zu Wasser ist gut?',
          answer:
            '1:15 bis 1:17 (1 g Kaffee auf 15 bis 17 g Wasser) passt für Filterkaffee, Handfilter und French Press; AeroPress wird oft etwas stärker mit 1:14 gebrüht und Cold-Brew-Konzentrat mit etwa 1:8.',
        },
        {
          question: 'Wie viel Gramm Kaffee brauche ich für eine Tasse?',
          answer:
            'Eine Tasse mit 240 mL (8 fl oz) braucht bei 1:15 16 g Kaffee, etwa 3 gestrichene Esslöffel.',
        },
        {
          question: 'Bezieht sich das Verhältnis auf Gewicht oder Volumen des Wassers?',
          answer:
            'Auf das Gewicht, aber bei Wasser wiegt 1 mL 1 g, Milliliter funktionieren also genauso. Flüssigunzen und Tassen werden mit 29,57 mL und 240 mL umgerechnet.',
        },
      ],
    },
    'dough-weight-planner': {
      title: 'Teigrechner',
      description:
        'Plane Mehl, Wasser, Salz, Öl und Zucker für Pizza- oder Brotteig aus Teiggewicht und Hydration.',
      keywords: [
        'Pizzateig Rechner',
        'Teigrechner',
        'Pizzateig berechnen',
        'Hydration',
        'Bäckerprozente',
        'Brotteig berechnen',
        'Focaccia',
      ],
      faqs: [
        {
          question: 'Was sind Bäckerprozente?',
          answer:
            'Jede Zutat wird in Prozent des Mehlgewichts angegeben. 65 % Hydration bedeutet 65 g Wasser auf 100 g Mehl; das Mehl ist immer 100 %.',
        },
        {
          question: 'Wie wird das Mehlgewicht aus dem Gesamtgewicht berechnet?',
          answer:
            'Mehl = Teiggewicht ÷ (1 + Summe der übrigen Prozentsätze ÷ 100). Für 1.000 g mit 65 % Wasser, 2 % Salz und 2 % Öl sind das 1.000 ÷ 1,69 = 591,7 g Mehl.',
        },
        {
          question: 'Welche Hydration sollte ich nehmen?',
          answer:
            'Etwa 60 % für neapolitanische Pizza, 63 % für New York Style, 65 % für Kastenbrot und 70 % oder mehr für Focaccia. Höhere Hydration ergibt einen offeneren, klebrigeren Teig.',
        },
      ],
    },
    'exact-dose-bean-counter': {
      title: 'Kaffeebohnen-Zähler für die exakte Dosis',
      description:
        'Triff deine Kaffeedosis genau: wie viele Bohnen du dazugeben oder herausnehmen musst, um dein Zielgewicht zu erreichen.',
      keywords: [
        'Kaffeedosis',
        'Espresso Dosis',
        'Espresso Gramm',
        'Kaffeebohnen zählen',
        'Gramm Kaffee',
        'Siebträger',
      ],
      faqs: [
        {
          question: 'Wie viel wiegt eine Kaffeebohne?',
          answer:
            'Meist 0,1 bis 0,2 g; 0,12 g ist ein üblicher Durchschnitt für mittlere Röstungen. Wiege 50 Bohnen und teile durch 50, um den Wert für deine Bohnen zu finden.',
        },
        {
          question: 'Wie berechnet das Tool, wie viele Bohnen dazukommen?',
          answer:
            'Es teilt die Differenz zwischen Zieldosis und dem Gewicht auf der Waage durch das Gewicht einer Bohne und rundet auf die nächste ganze Bohne. Eine negative Differenz sagt dir, wie viele du herausnehmen musst.',
        },
      ],
    },
    'is-it-done': {
      title: 'Ist es gar? Kerntemperaturen für Fleisch',
      description:
        'Sichere Mindest-Kerntemperaturen für Geflügel, Rind, Schwein, Fisch und mehr nachschlagen, in °C oder °F.',
      keywords: [
        'Kerntemperatur',
        'Kerntemperatur Tabelle',
        'Kerntemperatur Hähnchen',
        'Kerntemperatur Steak',
        'Garstufen',
        'Fleischthermometer',
        'Lebensmittelsicherheit',
        'USDA',
      ],
      faqs: [
        {
          question: 'Welche Temperatur sollten Hähnchen und Pute erreichen?',
          answer:
            'Alles Geflügel (ganze Vögel, Brust, Schenkel, Flügel, Hackfleisch und Füllung) sollte 74 °C (165 °F) erreichen, gemessen mit einem Fleischthermometer an der dicksten Stelle, nicht am Knochen.',
        },
        {
          question: 'Warum brauchen Steaks von Schwein, Rind und Lamm 3 Minuten Ruhezeit?',
          answer:
            'Das USDA-Minimum für ganze Stücke von Rind, Schwein, Kalb und Lamm ist 63 °C (145 °F), gefolgt von mindestens 3 Minuten Ruhezeit. Die Temperatur bleibt während der Ruhezeit hoch oder steigt weiter, was hilft, schädliche Bakterien abzutöten. Hackfleisch braucht keine Ruhezeit, aber 71 °C (160 °F).',
        },
        {
          question: 'Ist ein Steak medium rare sicher?',
          answer:
            'Medium rare (54–57 °C, 130–135 °F) ist eine Frage des Geschmacks und liegt unter dem USDA-Minimum für ganze Rindfleischstücke von 63 °C (145 °F) mit 3 Minuten Ruhezeit. Viele genießen es so; das Risiko ist höher für kleine Kinder, ältere Menschen, Schwangere und alle mit geschwächtem Immunsystem. Burger und anderes Rinderhack sollten immer 71 °C (160 °F) erreichen.',
        },
        {
          question: 'Warum steht beim Celsius-Wert 63 und nicht 62,8?',
          answer:
            'Die Tabelle rechnet jeden Fahrenheit-Wert in Celsius um und rundet auf ganze Grad, wie die meisten Küchenthermometer sie anzeigen: 145 °F sind 62,8 °C, angezeigt als 63 °C; 165 °F sind 73,9 °C, angezeigt als 74 °C.',
        },
      ],
    },
    'tipping-risk-o-meter': {
      title: 'Trinkgeld-Risiko-Meter',
      description:
        'Prüfe, ob dein Trinkgeld in 16 Ländern zur örtlichen Sitte passt – im Restaurant, in der Bar und im Taxi.',
      keywords: [
        'Trinkgeld im Ausland',
        'Trinkgeld Knigge',
        'wie viel Trinkgeld',
        'Trinkgeld USA',
        'Trinkgeld Japan',
        'Trinkgeld Länder',
        'Trinkgeld Taxi',
        'Reisen',
      ],
      faqs: [
        {
          question: 'Wie bewertet das Trinkgeld-Risiko-Meter mein Trinkgeld?',
          answer:
            'Jedes Land hat eine typische Spanne für Restaurants, Bars und Taxis. Ein Trinkgeld mehr als 1 Prozentpunkt unter der Spanne ist rot („Risiko: zu wenig Trinkgeld“). Bis zum oberen Ende der Spanne ist es grün („Üblich“), bis 5 Punkte darüber gelb („Mehr als üblich“) und darüber hinaus ebenfalls gelb („Ungewöhnlich“). Wo Trinkgeld nicht üblich ist, sind 0 % grün („Kein Trinkgeld erwartet“), und jedes Trinkgeld ist gelb („Hier unüblich“).',
        },
        {
          question: 'Sollte ich in Japan Trinkgeld geben?',
          answer:
            'Nein. In japanischen Restaurants, Bars und Taxis ist Trinkgeld nicht üblich, und die Japanische Fremdenverkehrszentrale (JNTO) sagt, dass kein Trinkgeld nötig ist. Manche gehobene Restaurants und Hotels schlagen stattdessen 10–15 % Servicegebühr auf die Rechnung.',
        },
        {
          question: 'Was ist, wenn schon eine Servicegebühr auf der Rechnung steht?',
          answer:
            'Dann gilt sie als Trinkgeld. In Ländern wie Großbritannien, Italien, Brasilien, Indien, den Vereinigten Arabischen Emiraten und der Türkei wird Restaurant- und Barrechnungen oft eine Servicegebühr aufgeschlagen, deshalb erinnert dich das Tool daran, die Rechnung zu prüfen, bevor du mehr gibst.',
        },
      ],
    },
    'lakh-crore-converter': {
      title: 'Lakh und Crore umrechnen',
      description: 'Rechne Lakh und Crore in Millionen und Milliarden um – mit indischer Zifferngruppierung.',
      keywords: [
        'Lakh in Millionen',
        'Crore in Millionen',
        'Crore in Milliarden',
        'Lakh Crore umrechnen',
        'indisches Zahlensystem',
        'was ist ein Crore',
        'Rupien',
      ],
      faqs: [
        {
          question: 'Wie viel sind ein Lakh und ein Crore?',
          answer:
            'Ein Lakh sind 100.000 (in Indien 1,00,000 geschrieben) und ein Crore 10 Millionen (1,00,00,000). 1 Crore = 100 Lakh, und 10 Lakh = 1 Million.',
        },
        {
          question: 'Wie rechne ich Crore in Millionen um?',
          answer:
            'Mit 10 multiplizieren: 1,5 Crore sind 15 Millionen, 25 Crore sind 250 Millionen. Von Millionen zu Crore teilst du durch 10.',
        },
        {
          question: 'Warum stehen die Trennzeichen an anderen Stellen?',
          answer:
            'Das indische System gruppiert die letzten drei Ziffern und danach jeweils zwei (1,25,00,000), das internationale System durchgehend in Dreiergruppen (12,500,000, im Deutschen 12.500.000). Die Zahl ist dieselbe.',
        },
      ],
    },
    'plug-voltage-checker': {
      title: 'Stecker- und Spannungs-Check für Reisen',
      description:
        'Finde Steckertypen, Spannung und Frequenz an deinem Reiseziel und ob du einen Reiseadapter brauchst.',
      keywords: [
        'Reiseadapter',
        'Reisestecker',
        'Steckdosentyp',
        'Steckertyp Land',
        'Spannung Ausland',
        'Steckdose USA',
        'Spannungswandler',
        'Adapter Steckdose',
      ],
      faqs: [
        {
          question: 'Brauche ich einen Reiseadapter oder einen Spannungswandler?',
          answer:
            'Ein Reiseadapter ändert nur die Steckerform, ein Spannungswandler (Transformator) die Spannung. Sieh auf das Typenschild des Geräts: Steht dort INPUT 100–240V, wie bei den meisten Ladegeräten für Handys, Tablets und Laptops, reicht ein Adapter. Ein Gerät, das nur für 120 V gebaut ist, etwa viele Haartrockner, braucht in Ländern mit 220–240 V einen Abwärtswandler.',
        },
        {
          question: 'Kann ich amerikanische Stecker und Geräte in Japan benutzen?',
          answer:
            'Die Stecker passen: Japan nutzt wie die USA die Typen A und B, allerdings sind viele Steckdosen nur zweipolig, und manche nehmen den breiteren Kontakt eines verpolungssicheren Steckers nicht auf. Das Stromnetz in Japan hat 100 V, weniger als die 120 V, für die amerikanische Geräte gebaut sind. Ladegeräte für beide Spannungen funktionieren also ohne Weiteres, andere Geräte laufen womöglich schwächer und werden besser mit einem Aufwärtswandler betrieben.',
        },
        {
          question: 'Spielt es eine Rolle, dass ein Land 50 Hz statt 60 Hz nutzt?',
          answer:
            'Ladegeräte und die meisten elektronischen Geräte vertragen beide Frequenzen (auf dem Typenschild steht 50/60 Hz). Motoren, Uhren und Zeitschaltuhren, die für eine Frequenz gebaut sind, können mit der anderen langsamer oder schneller laufen, und manche Geräte können überhitzen. Ein Spannungswandler ändert die Frequenz nicht. Japan nutzt im Osten 50 Hz und im Westen 60 Hz.',
        },
      ],
    },
    'international-shoe-size-converter': {
      title: 'Schuhgrößen umrechnen',
      description: 'Rechne Schuhgrößen zwischen US, UK, EU und Zentimetern um – für Damen und Herren.',
      keywords: [
        'Schuhgrößen umrechnen',
        'Schuhgrößen Tabelle',
        'US Schuhgröße in EU',
        'UK Schuhgröße in EU',
        'amerikanische Schuhgrößen',
        'Schuhgröße Fußlänge',
        'Schuhgröße cm',
      ],
      faqs: [
        {
          question: 'Wie berechnet der Umrechner meine Größe?',
          answer:
            'Über deine Fußlänge. US- und UK-Größen nutzen die Fußlänge in Zoll: US Herren = 3 × Zoll − 22, US Damen = 3 × Zoll − 21, UK = 3 × Zoll − 23. EU-Größen zählen die Leistenlänge in Pariser Stich zu je 2/3 cm: EU = 1,5 × (Fußlänge in cm + 1,75), wobei die 1,75 cm der Platz vor den Zehen im Schuh sind. US- und UK-Größen werden auf die nächste halbe Größe gerundet, EU-Größen auf ganze Größen.',
        },
        {
          question: 'Unterscheiden sich Damen- und Herrengrößen?',
          answer:
            'Hier nur im US-System: Für denselben Fuß ist die US-Damengröße eine Nummer größer als die Herrengröße (ein Fuß von 10 Zoll hat Herren 8 und Damen 9). UK- und EU-Größen nutzen für alle dieselbe Skala, dieser Fuß hat also in beiden Fällen UK 7 und EU 41.',
        },
        {
          question: 'Warum passt die Größentabelle einer Marke nicht genau?',
          answer:
            'Jede Marke baut Schuhe über eigene Leisten und rundet in eigenen Schritten. Tabellen für denselben Fuß weichen deshalb oft um eine halbe Größe ab, und die EU-Angabe für eine UK-Größe kann um eine ganze Größe schwanken (ISO 19407 ordnet UK 6 der EU 39 zu, manche Markentabellen 39,5 oder 40). Rechne mit plus oder minus einer halben Größe, miss den längeren Fuß von der Ferse bis zum längsten Zeh und nutze die Fußlängentabelle der Marke, wenn es eine gibt.',
        },
      ],
    },
  },
  categories: {
    finance: {
      name: 'Finanzen',
      description: 'Zinsen, Kredite, Inflation, Gehalt, Trinkgeld und Steuern – in Sekunden berechnet.',
      longDescription:
        'Antworten auf Geldfragen mit nachvollziehbaren Formeln: Zinseszins, Tilgungspläne, inflationsbereinigte Preise, Gehaltsumrechnungen, Steuerrücklagen für Freelancer und mehr. Jede Zahl wird in deinem Browser berechnet, und nichts, was du eingibst, verlässt dein Gerät.',
    },
    time: {
      name: 'Zeit & Datum',
      description: 'Alter, Countdowns, Arbeitstage, Kalenderwochen und Uhrzeiten rund um die Welt.',
      longDescription:
        'Kalendergenaues Rechnen mit Daten für Alltagsfragen: Wie alt bin ich? Wie viele Tage noch bis zu einem Feiertag? Wie viele Arbeitstage liegen in einem Zeitraum? Auf welchen Wochentag fiel ein Datum? Und wie spät ist es gerade in einer anderen Stadt?',
    },
    baking: {
      name: 'Backen & Kochen',
      description: 'Tassen in Gramm, Butter, Backformen, Eier, Höhenlage, Teig und sichere Kerntemperaturen.',
      longDescription:
        'Umrechner und Planer für alle, die zu Hause backen und kochen: Tassen je nach Zutat in Gramm umrechnen, Backformen tauschen, Rezepte umrechnen, für die Höhenlage anpassen, Teig planen und prüfen, ob das Essen sicher durchgegart ist.',
    },
    dev: {
      name: 'Entwickler-Tools',
      description: 'UUIDs, JSON formatieren, Bilder in Base64, reguläre Ausdrücke und ein Tastaturtest.',
      longDescription:
        'Kleine Helfer, die Entwickler jeden Tag brauchen. Sie laufen lokal, sodass du auch vertrauliche Daten bedenkenlos einfügen kannst: UUIDs erzeugen, JSON formatieren und prüfen, reguläre Ausdrücke testen, Bilder als Base64 kodieren und eine Tastatur testen.',
    },
    calculators: {
      name: 'Rechner',
      description:
        'Prozente, Einheiten, Temperaturen, römische Zahlen, BMI und ein einfacher Taschenrechner.',
      longDescription:
        'Schnelle, genaue Rechner und Umrechner für Schule, Beruf und Zuhause: Prozentrechnung, Einheiten und Temperaturen umrechnen, römische Zahlen, Zahlen in Worten, BMI und mehr – mit nachvollziehbarem Rechenweg.',
    },
    text: {
      name: 'Text-Tools',
      description:
        'Groß- und Kleinschreibung ändern, Zeilenumbrüche entfernen und saubere URL-Slugs erstellen.',
      longDescription:
        'Text aufräumen und umformen, ohne ihn irgendwo hochzuladen: zwischen Title Case, camelCase, snake_case und anderen Schreibweisen wechseln, störende Zeilenumbrüche entfernen und aus Überschriften SEO-freundliche Slugs machen.',
    },
    generators: {
      name: 'Generatoren',
      description: 'Sichere Passwörter, Zufallszahlen, QR-Codes und ein Glücksrad.',
      longDescription:
        'Generatoren, die die kryptografische Zufallsquelle deines Browsers nutzen: sichere Passwörter, faire Zufallszahlen, QR-Codes für Links und Texte und ein Glücksrad für alle, die sich nicht entscheiden können.',
    },
    'around-the-world': {
      name: 'Rund um die Welt',
      description: 'Trinkgeld-Sitten, Stecker und Spannung, Schuhgrößen sowie Lakh und Crore.',
      longDescription:
        'Reisehelfer für unterwegs: wie viel Trinkgeld in welchem Land üblich ist, welche Stecker und welche Spannung dich erwarten, wie sich Schuhgrößen zwischen den Systemen umrechnen und wie indische Lakh und Crore im Vergleich zu Millionen dastehen.',
    },
  },
  answerPages: {
    'how-much-butter-is-one-stick': {
      title: 'Wie viel Butter ist ein Stick?',
      description: 'Ein US-Stick Butter entspricht ½ Tasse, 8 Esslöffeln, 4 Unzen oder 113 Gramm.',
    },
    'how-many-cups-is-one-stick': {
      title: 'Wie viele Tassen sind ein Stick Butter?',
      description: 'Ein US-Stick Butter ist ½ Tasse, also 8 Esslöffel oder 113 Gramm.',
    },
  },
} satisfies CatalogueTranslation;
