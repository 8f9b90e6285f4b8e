# Die Wörter von Racetrack auf Deutsch. Jede Nachricht hat in jeder Sprache dieselbe Kennung
# und dieselben Variablen (`cargo xtask lint` prüft es); siehe docs/translating.md.

## Die Seite

# Die Beschreibung der Seite (Suchmaschinen, die installierte App).
page-description =
    .content = Racetrack (Vector Race): auf Karopapier spielen, Lösern beim Denken zusehen, eine Strecke als Link teilen.

home-button =
    .title = Zurück zu den Levels

## Das Menü: seine festen Wörter

menu-section =
    .aria-label = Strecke wählen
menu-tagline = Behalte deine Geschwindigkeit oder ändere sie um einen Schritt in jede Richtung; lande mit möglichst wenigen Zügen im Ziel, ohne eine Wand zu berühren.
# Auf einer Karte, die vor dem Start des Spiels angetippt wurde: sie öffnet sich, sobald es bereit ist.
menu-starting = Wird gestartet…
menu-daily = Tägliche Herausforderung
menu-daily-streak = Tägliche Herausforderung · { $days ->
        [one] { $days } Tag in Folge
       *[other] { $days } Tage in Folge
    }
menu-online = Online-Rennen
menu-help = Spielanleitung
menu-levels = Levels
menu-my-tracks = Meine Strecken
menu-my-tracks-empty = Strecken, die du aus einer Datei, durch Einfügen oder über einen Link öffnest, erzeugst oder im Editor probefährst, werden hier aufbewahrt, die neueste zuerst, zum Öffnen, Bearbeiten oder Löschen.
menu-make = Strecke bauen
menu-editor = Streckeneditor
menu-random = Zufällige Strecke
menu-open-image = Bildstrecke öffnen
menu-image-note = Eine Bildstrecke ist ein Bild einer Strecke, eine Farbe je Art von Punkt:
menu-image-colours = siehe die Farben in der Spielanleitung
menu-watch = Ein Rennen ansehen
menu-open-record = Rennaufzeichnung öffnen
menu-demo-level = Level
menu-demo = Den KI-Fahrern beim Rennen zusehen
menu-demo-note = Die Fahrer Anfänger, Verein, Profi und Perfekt fahren auf dem gewählten Level, Runde für Runde abgespielt. Ein hier nach einem Rennen gespeichertes Rennen lässt sich ebenfalls öffnen, oder zieh es irgendwo auf diese Seite.
menu-own = Deine eigene Strecke
menu-open-file = Streckendatei öffnen
paste-intro = … oder füge eine ein:
cell-road = Straße
cell-obstacle = Hindernis
cell-start = Start
cell-finish = Ziel
cell-ice = Eis
cell-dirt = Schotter
cell-ramp = Rampe
cell-checkpoints = Kontrollpunkte
cell-grounds = Böden neben der Strecke (oder ein ganzer Karopapier-Mapcode)
paste-rows = , eine Zeile pro Rasterzeile; Tore und Bahnen als Zeilen mit
paste-after = nach dem Raster.
menu-open-pasted = Eingefügte Strecke öffnen
menu-records = Deine Rekorde
menu-records-export = Rekorde exportieren
menu-records-import = Rekorde importieren
menu-settings = Einstellungen
menu-language = Sprache
menu-language-shortcut = Sprache · Language · Langue
menu-theme = Farben
theme-system = Wie das System
theme-light = Hell
theme-dark = Dunkel

## Das Menü: seine Levelkarten

menu-loading-list = Levels werden geladen …
menu-loading-count = { $count ->
        [one] { $count } Level wird
       *[other] { $count } Levels werden
    } geladen …
menu-index-failed = Die Levelliste konnte nicht geladen werden: { $error }
# Die Levelliste ist keine Liste (why: die Worte des JSON-Lesers).
menu-index-not-list = levels/index.json ist keine Liste von Dateinamen ({ $why })
menu-no-level = Es gibt kein Level namens { $name }.
menu-decor-failed = Die Dekoration konnte nicht angezeigt werden ({ $why }).
card-size = { $cols } × { $rows }
card-loading = wird geladen …
card-failed = konnte nicht geladen werden
card-optimum = Optimum { $moves }
card-optimum-computing = Optimum: wird berechnet …
card-no-solution = keine Lösung
card-too-large = zu groß zum Lösen
card-board = { $title }: Weltrangliste
card-board-chip = Rangliste
card-best-medal = deine Bestleistung { $moves } · { $medal } · { $help }
card-best-plain = deine Bestleistung { $moves } · { $help }
run-clean = ohne Hilfe
# Ein Datum: Jahr, Monat und Tag, jeweils mit führenden Nullen.
date-numeric = { $day }.{ $month }.{ $year }
run-assisted = mit Hilfe
medal-gold = Gold
medal-silver = Silber
medal-bronze = Bronze
group-basics = Grundlagen
group-terrain = Untergründe
group-elements = Bewegliche Elemente
progress-medals = Medaillen: { $medals } von { $levels } Levels, { $golds } in Gold · als Nächstes zu schlagen: { $next }
progress-all-gold = Jedes Level mit Gold gewonnen: { $golds } von { $levels }.

## Die Hauptaktion des Menüs

main-place = Level { $number } von { $count }
main-continue = Weiterfahren: { $title }
main-play = Spielen: { $title }
main-gold = Auf Gold fahren: { $title }
main-again = Noch einmal: { $title }
main-run = { $place } · deine Fahrt: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
main-not-won = { $place } · noch nicht gewonnen
main-best = { $place } · deine Bestleistung: { $medal }
main-all-gold = { $place } · jedes Level mit Gold gewonnen

## Sprachen

language-failed = Die Wörter auf { $language } konnten nicht geladen werden ({ $why }); die Seite bleibt auf { $current }.

## Der Spielbildschirm: Geschwindigkeit und Platzieren

speed-rest = Tempo 0 (in Ruhe)
speed-words = Tempo { $speed } { $arrow } ({ $steps })
step-right = { $n } rechts
step-left = { $n } links
step-down = { $n } runter
step-up = { $n } hoch
place-touch = tippe auf einen Startpunkt (gestreift)
place-mouse = klicke auf einen Startpunkt (gestreift), oder Pfeiltasten und Eingabe
circles-touch = Tippe auf einen der Kreise: Das sind die erlaubten Züge.
circles-mouse = Klicke auf einen der Kreise: Das sind die erlaubten Züge.
hint-touch = So fährst du: Die orangen Kreise sind deine erlaubten Züge; tippe auf einen. Das + ist der Hauptpunkt: Dorthin fährt das Auto, wenn es seine Geschwindigkeit behält (tippe auf das Auto, um stehen zu bleiben, wenn das ein Zug ist). Starte auf einem gestreiften Punkt; lande mit beliebiger Geschwindigkeit und möglichst wenigen Zügen auf einem karierten. Die Spuren sind nach Geschwindigkeit gefärbt; Rückgängig nimmt einen Zug zurück.
hint-mouse = So fährst du: Die orangen Kreise sind deine erlaubten Züge; klicke auf einen (oder nimm die Pfeiltasten und Eingabe, oder die Ziffern 1–9 wie auf einem Ziffernblock). Das + ist der Hauptpunkt: Dorthin fährt das Auto, wenn es seine Geschwindigkeit behält. Starte auf einem gestreiften Punkt; lande mit beliebiger Geschwindigkeit und möglichst wenigen Zügen auf einem karierten. Die Spuren sind nach Geschwindigkeit gefärbt; die Rücktaste macht einen Zug rückgängig.
hint-checkpoints = Nummerierte Punkte sind Kontrollpunkte: Fahre zuerst über jede Nummer, in beliebiger Reihenfolge.
hint-karopapier = Karopapiers Regeln: Das Auto bleibt nie stehen, und wer einen karierten Punkt überfährt, ist im Ziel.

## Der Spielbildschirm: die Statuszeile

status-placing = Setze das Auto: { $how }.
status-playing = Züge { $moves } · { $speed } · { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    } · { $rules ->
        [Karopapier] Karopapier-Regeln
       *[other] { $rules } Regeln
    }
status-checkpoints = Kontrollpunkte { $held } von { $all }
status-won = Gewonnen in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
status-crashed = Unfall nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
rules-strict = strenge
rules-soft = weiche
rules-karopapier = Karopapier
warning-certain = ⚠ ein Unfall ist von hier aus sicher: mach einen Zug rückgängig und bremse früher
warning-some = ⚠ bremsen: { $doomed } von { $options } (durchgestrichen) { $doomed ->
        [one] endet
       *[other] enden
    } im Unfall
coach-thinking = Trainer: denkt nach …
coach-too-large = Trainer: diese Strecke ist zu groß
coach-optimum = Trainer: Optimum { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
coach-no-start = Trainer: kein Start erreicht das Ziel
coach-doomed = Trainer: verloren, von hier ist kein Ziel mehr erreichbar
coach-from-here = Optimum von hier { $moves }
coach-from-here-lost = Optimum von hier { $moves } · { $lost ->
        [one] { $lost } Zug verloren
       *[other] { $lost } Züge verloren
    }
coach-no-loss = Kein Zug hat Zeit gekostet.
coach-losses = Zeit verloren bei { $moves }.
coach-loss = Zug { $number } (+{ $lost })

## Der Spielbildschirm: was ein Screenreader nach einem Zug hört

move-placed = Auto gesetzt in Zeile { $row }, Spalte { $col }. { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    }.
move-made = Zug { $number }: Zeile { $row }, Spalte { $col }, Geschwindigkeit { $speed }, { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    }.
move-won = Im Ziel nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. { $verdict }
move-crashed = Unfall in Zeile { $row }, Spalte { $col }: alle neun Züge sind blockiert: { $reasons }.
blocked-count = { $count } { $why } ({ $letter })
blocked-off = außerhalb der Strecke
blocked-into-wall = in eine Wand
blocked-through-wall = durch eine Wand
blocked-pinch = durch eine Engstelle
blocked-element = in ein bewegliches Element
blocked-standing-still = im Stand
# The letter drawn beside each blocked option on the board: the initial of its reason above.
blocked-letter-off = N
blocked-letter-into-wall = W
blocked-letter-through-wall = D
blocked-letter-pinch = E
blocked-letter-element = B
blocked-letter-standing-still = S

## Das Siegesfenster und das Unfallfenster

verdict-optimal = Das ist das Optimum. Perfekt!
verdict-above = Das Optimum ist { $best ->
        [one] { $best } Zug
       *[other] { $best } Züge
    }: { $extra ->
        [one] { $extra } Zug
       *[other] { $extra } Züge
    } mehr (+{ $percent } %).
verdict-computing = Das Optimum wird noch berechnet.
verdict-other = Optimum: { $optimum }.
win-text = Im Ziel nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. { $verdict }
win-medal-gold = Eine Goldmedaille!
win-medal-silver = Eine Silbermedaille!
win-medal-bronze = Eine Bronzemedaille!
win-streak = Serie der täglichen Herausforderung: { $days ->
        [one] { $days } Tag in Folge
       *[other] { $days } Tage in Folge
    }.
# The first win turned the crash warning's default off (the switch never touched): said after
# the status line's "Won in 5 moves".
win-warning-off = erster Sieg: Die Unfallwarnung ist ab jetzt aus (ihr Schalter schaltet sie wieder ein)
run-clean-words = Fahrt ohne Hilfe
run-assisted-words = Fahrt mit Hilfe ({ $helps })
help-undo = Rückgängig
help-coach = der Trainer
help-line = die optimale Linie
help-solver = ein Löser
scoring-gold = ★★★ Gold verlangt das Optimum, { $best ->
        [one] { $best } Zug
       *[other] { $best } Züge
    }
scoring-silver = ; ★★ Silber { $most } oder weniger (innerhalb von 10 %)
scoring-bronze = ; ★ Bronze { $most } oder weniger (innerhalb von 25 %)
scoring-next = { $rule }. { $fewer ->
        [one] { $fewer } Zug
       *[other] { $fewer } Züge
    } weniger für { $medal }.
crash-text = Unfall mit { $speed }: jeder nächste Punkt liegt { $places }{ $shown }. Zu schnell, um hier abzubiegen oder anzuhalten: bremse früher. Mach den Zug rückgängig, um einen anderen Weg zu versuchen.
crash-place-wall = in oder hinter der Wand
crash-place-off = außerhalb der Strecke
crash-place-element = in einem fahrenden Tor oder einer fahrenden Bahn
crash-places-or = { $first } oder { $second }
crash-shown-marked = {" "}(jeder mit ✕ auf dem Spielfeld markiert)
crash-shown-edge = , über ihren Rand hinaus
crash-shown-one-off = {" "}(mit ✕ markiert; einer liegt jenseits des Streckenrands)
crash-shown-some-off = {" "}(mit ✕ markiert; { $off } liegen jenseits des Streckenrands)
crash-line = { $letter } { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } { $why }

## Ein Geist oder eine Herausforderung

ghost-beat = Du schlägst die { $total } Züge von { $who } um { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    }!
ghost-tie = Gleichstand mit { $who }: je { $total } Züge.
ghost-stands = Die { $total } Züge von { $who } bleiben stehen: { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } mehr für dich.
ghost-new-best = Neue Bestleistung: { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } besser als dein Geist.
ghost-as-fast = So schnell wie dein Geist.
ghost-faster = Dein Geist war { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } schneller.
ghost-yours = deinem Geist
ghost-ahead = du liegst { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } vor { $rival }
ghost-level = du liegst gleichauf mit { $rival }
ghost-behind = du liegst { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } hinter { $rival }
# Die eigene beste Fahrt als Geist: ihr Name, und warum es keine gibt.
ghost-your-best = deine Bestleistung
ghost-none = Noch keine Bestleistung auf dieser Strecke: Gewinne einmal, dann fahr gegen deinen Geist.

## Die Einführung beim ersten Spiel

tutorial-title = Einführung, Schritt { $step } von { $steps }
tutorial-place-touch = Dein Auto startet auf einem gestreiften Startpunkt (auf dem Spielfeld umkreist): tippe auf einen, um es dorthin zu setzen.
tutorial-place-mouse = Dein Auto startet auf einem gestreiften Startpunkt (auf dem Spielfeld umkreist): klicke auf einen, um es dorthin zu setzen.
tutorial-main-point = Das + ist der Hauptpunkt: Dorthin fährt das Auto, wenn es seine Geschwindigkeit behält. Die Kreise sind der Hauptpunkt und seine acht Nachbarn: Jeder ändert die Geschwindigkeit um höchstens eins pro Achse. Wähle einen, um zu fahren.
tutorial-braking = Die Geschwindigkeit bleibt von Zug zu Zug erhalten, ein schnelles Auto braucht also mehrere Züge zum Anhalten. Bremse (wähle Kreise zum Auto hin) vor einer Kurve, sonst kommt zuerst die Wand.
tutorial-coach = Ein durchgestrichener Kreis endet sicher im Unfall; bis zum ersten Sieg markiert ihn die Unfallwarnung (Schalter in den Einstellungen). Der Trainer zählt die wenigsten restlichen Züge, doch mit ihm gilt die Fahrt als „mit Hilfe“. Lande in möglichst wenigen Zügen auf einem karierten Ziel.
tutorial-next = Weiter
tutorial-done = Verstanden
tutorial-skip = Einführung überspringen

## Die tägliche Herausforderung

daily-card = Racetrack täglich { $day }: { $moves } Züge, Optimum { $best } { $stars } ({ $help })
daily-copied = Ergebnis kopiert: Füge es ein, wo du willst.
daily-not-copied = Das Ergebnis konnte hier nicht kopiert werden.
daily-next-soon = Nächste Herausforderung in weniger als einer Minute
daily-next-minutes = Nächste Herausforderung in { $minutes } min
daily-next-hours = Nächste Herausforderung in { $hours } h
daily-next-both = Nächste Herausforderung in { $hours } h { $minutes } min
daily-day-done = { $day }: geschafft
daily-day-not-done = { $day }: nicht geschafft
daily-calendar = Deine letzten { $days } Tage: Ein gefülltes Quadrat ist eine geschaffte Herausforderung, das umrandete ist heute.
daily-copy = Ergebnis kopieren
daily-copy-done = Kopiert ✓
daily-copy-failed = Nicht kopiert: versuch es noch einmal
# Die Serie der täglichen Herausforderung, für sich.
daily-streak-days = { $days ->
        [one] { $days } Tag in Folge
       *[other] { $days } Tage in Folge
    }

## Die Titel der Seite und die Bedienelemente des Spiels

title-editing = Bearbeiten: { $name }
title-online = Online-Rennen
title-board = Weltrangliste
title-help = Hilfe
title-replay = Wiederholung von { $name }
title-online-game = Online: { $title }
title-online-untitled = Online-Partie
# A game made on a track with no name (a pasted one): the tab's title and the room's heading.
title-online-unnamed = Online: Strecke ohne Namen
room-unnamed-track = Strecke ohne Namen
game-edit = Bearbeiten
game-edit-copy = Kopie bearbeiten
game-line-show = Optimale Linie
game-line-hide = Optimale Linie ausblenden
share-copying = Wird kopiert …
share-copied = Kopiert
share-copied-anonymous = Kopiert, signiert „{ $name }“: Gib deiner Fahrt einen Namen, um sie mit deinem Namen zu signieren
share-not-copied = Nicht kopiert ({ $why }): Kopiere den markierten Link von Hand
copy-no-clipboard = dieser Browser gibt dieser Seite keine Zwischenablage
copy-not-allowed = der Browser hat es nicht erlaubt
copy-failed = die Zwischenablage hat abgelehnt
solver-watching = Du siehst einem Löser zu ({ $solver }). Dein Spiel wartet unverändert: Esc oder
solver-watching-touch = Du siehst einem Löser zu ({ $solver }). Dein Spiel wartet unverändert:
daily-today = Die tägliche Herausforderung vom { $date }: heute dieselbe Strecke für alle. Teile deine Fahrt zum Vergleichen.
daily-past = Die tägliche Herausforderung vom { $date }: An diesem Tag hatten alle diese Strecke.
challenge-words = Schlage die { $moves } Züge von { $name }: Die Fahrt ist der blasse Geist auf der Strecke.
moving-turn = Runde { $turn } (die Elemente wiederholen sich alle { $cycle } Runden).

## Meine Strecken und die Rekorde

my-track-details = { $cols } × { $rows }, { $from }
my-track-numbered = { $name } ({ $n })
my-track-from-editor = aus dem Editor
my-track-generated = erzeugt
my-track-from-file = aus einer Datei geöffnet
my-track-pasted = eingefügt
my-track-from-link = über einen Link geöffnet
my-track-opened = aus einer Datei, durch Einfügen oder über einen Link geöffnet
my-track-delete = { $name } löschen
my-track-delete-ask = „{ $name }“ aus Meine Strecken löschen?
my-track-deleted = { $name } aus Meine Strecken gelöscht.
record-kept-rank = In den Rekorden, Platz { $rank }.
record-kept-not-top = Gespeichert … aber nicht unter den besten 10.
record-saved-rank = Rekord gespeichert: Platz { $rank }.
record-saved-not-top = Rekord nicht unter den besten 10.
record-not-kept = Der Rekord wurde nicht gespeichert: { $why }.
# Warum der Name eines Rekords nicht gespeichert wurde: Seine Fahrt ist inzwischen aus der Tabelle gefallen.
record-gone = diese Fahrt ist nicht mehr in den Rekorden
# Der Import einer Rekorddatei (problem: die Worte der Engine zum ersten übersprungenen Teil).
records-not-utf8 = { $name }: keine Rekorddatei (kein UTF-8-Text).
records-imported = { $name }: { $count ->
        [one] { $count } Rekord
       *[other] { $count } Rekorde
    } importiert.
records-skipped = {" "}{ $parts ->
        [one] { $parts } Teil der Datei konnte nicht gelesen werden und wurde übersprungen
       *[other] { $parts } Teile der Datei konnten nicht gelesen werden und wurden übersprungen
    }: { $problem }.
records-file-too-large = { $name }: Eine Rekorddatei hat höchstens { $most } Bytes.
# Im Browser gespeicherte Rekorde, die nicht gelesen werden konnten (key: wo sie liegen; problem:
# die Worte der Engine zum ersten).
records-set-aside = Einige gespeicherte Rekorde konnten nicht gelesen werden und wurden beiseitegelegt (im Speicher unter { $key }): { $problem }.

## Der Löser-Bildschirm

solver-speed = { $rate ->
        [one] { $shown } Expansion/s
       *[other] { $shown } Expansionen/s
    }
solver-fastest = so schnell wie möglich
duration-ms = { $ms } ms
duration-s = { $s } s
solver-back = Zurück zu deinem Spiel. { $status }
solver-solved = { $solver }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
solver-no-solution = { $solver }: keine Lösung
solver-gave-up = { $solver }: aufgegeben (Suchgrenze erreicht)
# A solver's name, as the page says it (the command line says dfs, bfs, astar…).
solver-name-dfs = Tiefensuche
solver-name-bfs = Breitensuche
solver-name-astar = A*
solver-name-greedy = Gieriger Fahrer
solver-name-careful = Vorsichtiger Fahrer
solver-searching = sucht …
solver-paused = pausiert
solver-held = Kontrollpunkte beim letzten Schritt: { $digits }
solver-held-none = Noch kein Kontrollpunkt beim letzten Schritt
solver-run = Starten
solver-pause = Pause
solver-resume = Fortsetzen
solver-watching-note = Du siehst einem Löser zu: Drücke Esc oder „Zurück zu deinem Spiel“, um zu spielen.
solver-watching-note-touch = Du siehst einem Löser zu: Tippe auf „Zurück zu deinem Spiel“, um zu spielen.
solver-about-dfs = Tiefensuche: folgt einem Weg bis zum Ende; selten ein guter
solver-about-bfs = Breitensuche: alle Fahrten mit 1 Zug, dann 2 …: die wenigsten Züge
solver-about-astar = A*: die wenigsten Züge, sucht zuerst in Richtung Ziel
solver-about-greedy = gieriger Fahrer: fährt auf das scheinbar Nächste zu; schnell, nicht optimal
solver-about-careful = vorsichtiger Fahrer: gierig, lässt aber immer Platz zum Bremsen
# Under the solver's description until a solver has been watched on the track.
solver-assist-note = Siehst du einem Löser zu, gelten deine Fahrten auf dieser Strecke als „mit Hilfe“: Sie werden bei den Fahrten mit Hilfe gewertet.

## Rennen an einem Gerät

race-over-retry = Das Rennen ist vorbei: Nochmal für ein neues Rennen.
race-wait = Warte: { $name } ist dran.
race-over-status = Rennen vorbei · { $lines }
race-who = { $name } (Auto { $car })
race-ai-driving = { $who } fährt …
race-place = { $who }: setze das Auto: { $how }.
race-to-move = { $who } ist am Zug · Züge { $moves } · Geschwindigkeit { $speed } · { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    }
race-seconds-left = {" "}· noch { $seconds } s
race-won-by = Rennen vorbei: { $you ->
        [yes] Du gewinnst
       *[no] { $name } gewinnt
    } mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. Nochmal für ein neues Rennen.
# Two or more cars share the first place.
race-tie = Rennen vorbei: Gleichstand, { $names } mit je { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. Nochmal für ein neues Rennen.
race-over-none = Rennen vorbei. Nochmal für ein neues Rennen.
race-start = Start
race-new-run = Neue Fahrt
race-opponents = Gegner
race-players = Spieler
race-quit-ask = Dieses Rennen beenden? Es endet hier, und die Moduswahl kommt zurück.
race-quit = Beenden
race-keep = Weiterfahren
race-restart-ask = Dieses Rennen von der Startlinie neu beginnen?
race-restart = Neu starten
race-clock = Zeit { $seconds } s
race-clock-unplaced = { $seconds } s pro Zug, sobald dein Auto steht
race-standing = { $place }. { $name } (Auto { $car }) · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }{ $state }{ $to_move ->
        [yes] {" "}· am Zug
       *[no] {""}
    }
race-result = { $place }. { $name }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }{ $state }{ $note }
# Warum ein KI-Auto über dem Optimum ins Ziel kam: um wie viel (over) und woraus das besteht
# (parts, jeweils mit race-note-and an das Nächste gefügt).
race-note = {" "}(+{ $over }: { $parts })
race-note-held = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } durch { $others ->
        [one] das andere Auto
       *[other] andere Autos
    } verloren
race-note-start = { $moves } durch seinen Start, weil der beste besetzt war
race-note-slips = { $slips ->
        [one] { $slips } durch einen eigenen Fehler
       *[other] { $slips } durch eigene Fehler
    }
race-note-and = { $first }; { $next }
car-placing = setzt
car-running = fährt
car-sitting-out = setzt aus
car-finished = im Ziel
car-retired = ausgeschieden
# A car still in a race that is over: every other car left it (resigned or disqualified), or
# the race ran out of rounds before this car finished.
car-left-alone = die anderen sind ausgeschieden
car-unfinished = Rennen vor dem Ziel beendet
# Die festen Wörter der Seite außerhalb des Menüs, auf Deutsch: Überschriften, Schaltflächen,
# Beschriftungen des Markups (index.html) und ihre title und aria-label; jedes Element nennt seine
# Nachricht in data-l10n.

## Die Seite: das Fehlerbanner und der Hinweis

page-dismiss =
    .aria-label = Ausblenden
page-toast-open = Öffnen
page-toast-close =
    .aria-label = Schließen

## Spielanleitung

help-section =
    .aria-label = Spielanleitung
help-back = ← Levels
help-moves = Jeder Zug behält die Geschwindigkeit des Autos bei und darf sie in jeder Richtung um eine Einheit ändern: Die neun Möglichkeiten sind der
help-main-point = Hauptpunkt
help-moves-goal = (wohin das Auto ohne Änderung fahren würde, mit + markiert) und seine acht Nachbarn. Lande auf einem Zielpunkt (kariert), mit beliebiger Geschwindigkeit, in so wenigen Zügen wie möglich, ohne die Wände zu berühren; mit strengen und weichen Regeln zählt es nicht, nur darüber hinwegzufahren. Ein Auto ohne erlaubten Zug verunglückt: Nimm Züge zurück und bremse früher.
help-rules-under = Bei
help-rules-strict = strengen
help-rules-strict-more = Regeln (der Standard) muss das ganze Segment eines Zugs auf der Straße bleiben und darf sich nicht zwischen zwei Wänden hindurchzwängen, die sich an einer Ecke berühren;
help-rules-soft = weiche
help-rules-soft-more = Regeln prüfen nur, wo das Auto landet.
help-checkpoints-title = Kontrollpunkte und Karopapier-Regeln
help-checkpoints = Eine Strecke kann Kontrollpunkte haben, die Ziffern 1 bis 9: Das Rennen endet erst, wenn jede Ziffer eingesammelt ist, in beliebiger Reihenfolge. Mit strengen Regeln sammelt ein Zug die ein, die er überfährt, mit weichen Regeln den, auf dem er landet.
help-karopapier = Mit Karopapier-Regeln (denen des Online-Spiels auf karopapier.de) steht ein Auto nie still; ein Zug überquert die Felder der Karopapier-Linie und darf diagonal zwischen zwei Wänden hindurchschlüpfen; er sammelt jeden Kontrollpunkt ein, den er überquert, und sind alle eingesammelt, endet das Rennen, sobald er ein Zielfeld überquert, ohne dort anzuhalten. Ein Auto ohne erlaubten Zug verunglückt: Es kehrt dorthin zurück, wo es einige Züge zuvor stand (ZZZ, standardmäßig 2), mit Geschwindigkeit 0, und fährt weiter; der Unfall wird getrennt von den Zügen gezählt.
help-medals-title = Sterne und Medaillen
help-medals = Auf einem Level bringt das Optimum (die wenigsten möglichen Züge) Gold und drei Sterne, eine Fahrt mit höchstens 10 % mehr Silber und zwei Sterne, mit höchstens 25 % mehr Bronze und einen Stern. Rückgängig, der Trainer, die optimale Linie oder ein Löser, dem du zugesehen hast, machen eine Fahrt zu einer Fahrt „mit Hilfe“; auf der Karte eines Levels ist die Medaille einer Bestleistung mit Hilfe ein Ring (○) statt eines Punkts (●).
help-controls-title = Steuerung
help-controls = Maus oder Touchscreen: Klicke oder tippe auf einen Kreis; ziehe, um dich umzusehen, zoome mit zwei Fingern oder dem Mausrad; wo die Strecke vor dir aus dem Bild läuft, zeigt ein Pfeil am Rand des Spielfelds, wohin sie führt. Tastatur: Die Pfeiltasten bewegen eine Markierung und
help-key-enter = Eingabe
help-controls-enter = wählt sie, oder die Ziffern
help-controls-numpad = wie auf dem Ziffernblock angeordnet (
help-controls-keep = behält die Geschwindigkeit bei);
help-key-backspace = Rücktaste
help-controls-undo = nimmt einen Zug zurück,
help-controls-and = und
help-controls-zoom = zoomen,
help-key-esc = Esc
help-controls-esc = schließt das Fenster nach Sieg oder Unfall, sonst führt sie zurück zu den Levels,
help-key-tab = Tab
help-controls-tab = wechselt zwischen den Bedienelementen.
help-terrain-title = Untergründe und bewegliche Elemente
help-terrain = Maßgeblich ist der Untergrund beim letzten Zug des Autos: Nach einer Fahrt über
help-terrain-ice = kann das Auto nicht langsamer werden,
help-terrain-dirt = bremst es auf jeder Achse um eins ab, bevor es beschleunigt, und eine
help-terrain-ramp = schleudert es mit derselben Geschwindigkeit weiter (die einzige Möglichkeit ist der Hauptpunkt).
help-gates = Tore
help-gates-more = öffnen und schließen sich, und
help-trains = Bahnen
help-trains-more = fahren auf einer Schiene, einen Schritt pro Runde; dein Auto darf keinen Punkt berühren, den ein Element vor oder nach deinem Zug belegt (volle und gestrichelte Quadrate auf der Strecke), daher ist Warten manchmal am besten: Klicke auf das Auto, um stehen zu bleiben.
help-files-title = Streckendateien
help-files = Eine Zeile pro Punktreihe:
help-cell-wall = Wand
help-files-ramp = Rampe; Tore und Bahnen als Zeilen mit
help-files-after = nach dem Raster. Füge eine Strecke auf der Levelseite ein oder öffne eine
help-files-end = -Datei.
help-images-title = Bildstrecken
help-images = Eine Bildstrecke ist ein PNG: weiße Straße,
help-images-more = jede andere Farbe ist eine Wand. Wähle zwei Dateien auf einmal, um ein Dekorationsbild unter ein Logikbild (oder unter eine Streckendatei) zu legen.
help-cli-title = Kommandozeile und Bots
help-cli = Das Programm
help-cli-program = prüft, löst, erzeugt und skaliert Strecken und lässt Bots gegeneinander fahren: Programme in beliebiger Sprache, die das Rennen lesen und ihre Züge als JSON-Zeilen zurückgeben.
help-cli-record = speichert ein Rennen, das diese Seite abspielt (öffne es unter
help-cli-readme = ). Das README des Projekts listet alle Befehle auf.

## Das Profil eines Spielers

profile-close = Schließen

## Online-Rennen

online-section =
    .aria-label = Online-Rennen
online-back = ← Levels
online-refresh = Aktualisieren
online-play-now = Jetzt spielen
online-pair-kind =
    .aria-label = Spielart
online-pair-cancel = Abbrechen
online-you = Du
online-name = Dein Name online (1 bis 24 Zeichen)
online-make-player = Meinen Spieler anlegen
online-race-as = Du fährst als
online-notify = Mir Bescheid geben, wenn ich am Zug bin (Benachrichtigungen, auch bei geschlossenem Tab)
online-sound = Ton (der Gong, wenn du am Zug bist, Züge, Unfälle und Zieleinläufe)
online-key-note = Dein Spielerschlüssel ist das Geheimnis, an dem dich dieser Server erkennt: Kopiere ihn, um auf einem anderen Gerät zu spielen, und behalte ihn für dich.
online-copy-key = Meinen Spielerschlüssel kopieren
online-forget = Mich auf diesem Gerät vergessen
online-key-more = Mein Spielerschlüssel
online-key-summary = Spielst du schon auf einem anderen Gerät?
online-key-label = Füge den Spielerschlüssel ein, den du dort kopiert hast
online-use-key = Diesen Schlüssel verwenden
online-new-game = Neue Partie
online-track = Strecke
online-seats = Plätze
online-move-time = Zeit pro Zug
online-penalty = Unfallstrafe
online-penalty-turns = Runden
online-penalty-back = Züge zurück (ZZZ)
online-turns-note = Karopapier: ein Auto nach dem anderen, jede Runde in neuer zufälliger Reihenfolge; die Zugzeit gilt für jedes Auto einzeln. Ein Auto, das crasht, wird so viele Züge zurückgesetzt, wie die Strafe sagt, mit Geschwindigkeit 0, und zieht gleich noch einmal. Nur ein Auto, das in dieser Runde schon gezogen hat, steht im Weg.
online-public = In der Lobby (jeder darf beitreten)
online-spectator-chat = Zuschauer dürfen chatten
online-night = Nacht: Jeder sieht nur, was seine Scheinwerfer beleuchten
online-at-night = { $text }, bei Nacht
# Eine gewertete Partie, in der Lobby und in der Überschrift der Partie.
online-rated-text = { $text } · gewertet
online-checkpoints = Kontrollpunkte: jeden nummerierten Punkt vor dem Ziel anfahren (aus: Ziffern sind normale Straße)
online-honour-title =
    .title = Ehrenregeln: von den Spielern eingehalten, nicht vom Server geprüft
race-honour-title =
    .title = Ehrenregeln: von den Spielern eingehalten, nicht vom Spiel geprüft
online-start-direction = Erster Zug
online-start-free = in jede Richtung
online-start-classic = weg vom Ziel (klassisch)
online-start-formula1 = übers Ziel (Formel 1)
online-tactical-crashes = Absichtliche Unfälle
online-crashes-free = wie jeder mag
online-crashes-allowed = erlaubt
online-crashes-forbidden = verboten
online-rated-switch =
    .title = Das Ergebnis ändert die Wertungszahl jedes Spielers (Glicko-2), einmal, am Ende
online-rated = Gewertet (das Ergebnis ändert deine Wertung)
online-create = Partie erstellen
online-rounds-note = In jeder Runde wählen alle Autos ihren Zug gleichzeitig; die Runde endet, wenn alle gewählt haben oder die Zeit abgelaufen ist (ein Auto, das nicht gewählt hat, behält seine Geschwindigkeit). Mit Sekunden wird es eine Live-Partie, mit Tagen eine Fernpartie, die du spielst, wenn du gerade Zeit hast.
online-your-games = Deine Partien
online-mine-empty = Partien, die du erstellst oder denen du beitrittst, stehen hier; die, die auf deinen Zug warten, sind markiert.
online-lobby = Lobby
online-running = Laufende Partien
online-panel =
    .aria-label = Online-Partie
online-join = Platz nehmen
online-room-name =
    .aria-label = Dein Name
    .placeholder = Dein Name
online-start = Partie starten
online-cancel = Partie absagen
online-leave = Partie verlassen
online-resign = Aufgeben
online-invite =
    .aria-label = Einladungslink
online-copy-invite = Einladungslink kopieren
online-log =
    .aria-label = Verlauf
online-chat = Chat
online-chat-input =
    .aria-label = Chatnachricht
online-chat-send = Senden
online-back-races = ← Online-Rennen

## Das Spiel

game-section =
    .aria-label = Spiel
game-back = ← Levels
    .title = Zurück zu den Levels (Esc)
game-back-to-editor = ← Editor
    .title = Zurück zum Editor (Esc)
game-back-to-room = ← Partie
    .title = Zurück zur Partie (Esc)
game-coach-switch =
    .title = Der Trainer markiert aussichtslose Optionen und zählt die Züge, die du verloren hast (eine Fahrt, bei der er hilft, gilt als „mit Hilfe“)
game-coach = Trainer
game-settings-sheet =
    .aria-label = Einstellungen
game-rules-switch =
    .title = Streng: kein Zug schneidet eine Wand. Weich: nur wo das Auto anhält, zählt. Karopapier: die Kästchen der Linie, wie karopapier.de sie zieht
game-rules = Regeln
game-rules-strict = Streng
game-rules-soft = Weich
game-rules-karopapier = Karopapier
game-night-switch =
    .title = Karopapiers Nacht: Du siehst nur die Kästchen, die deine Scheinwerfer erreichen
game-night = Nacht
game-distance-switch =
    .title = Färbt jeden Straßenpunkt nach seiner Entfernung zum Ziel
game-distance-map = Distanzkarte
game-warn-switch =
    .title = Streicht die Optionen durch, nach denen ein Unfall sicher ist, auch ohne Trainer (an bis zu deinem ersten Sieg)
game-crash-warning = Unfallwarnung
game-sound-switch =
    .title = Kurze Töne für Züge, Unfälle und Zieleinläufe
game-sound = Ton
game-decor-switch =
    .title = Das Bild unter der Strecke: nur Kulisse, das Raster entscheidet
game-decor = Dekoration
game-another-random = Noch eine zufällige Strecke
game-edit-track =
    .title = Diese Strecke im Editor öffnen
game-share = Teilen
game-done = Fertig
game-share-link =
    .aria-label = Link zum Teilen
game-daily-board = Rangliste von heute
game-daily-calendar =
    .aria-label = Deine letzten 14 Tage
game-watching-back = Zurück zu deinem Spiel
game-zoom-out =
    .aria-label = Herauszoomen
    .title = Herauszoomen (−)
game-zoom-in =
    .aria-label = Hineinzoomen
    .title = Hineinzoomen (+)
game-record = Ein Rekord: Platz
game-record-name = auf dieser Strecke. Dein Name
game-record-keep = Eintragen
game-undo = Rückgängig
game-retry = Nochmal
game-watch-replay = Wiederholung ansehen
# The won run's replay: a ▶ in the win box's corner, named by these words.
game-watch-run =
    .aria-label = Deine Fahrt noch einmal ansehen
    .title = Deine Fahrt noch einmal ansehen
game-save-race = Rennaufzeichnung speichern
game-world-send = An die Weltrangliste senden
game-world-board = Weltrangliste
game-next-level = Nächstes Level
game-editor = Editor
game-close =
    .aria-label = Schließen
    .title = Schließen
game-legend =
    .aria-label = Geschwindigkeitsfarben
game-undo-button = Rückgängig
    .title = Rückgängig (Rücktaste)
game-ice = Eis
game-ice-note = : Nach der Überfahrt kann das Auto nicht langsamer werden.
game-dirt = Schotter
game-dirt-note = : bremst das Auto zuerst auf jeder Achse um eins ab.
game-ramp = Rampe
game-ramp-note = : Das Auto fliegt mit derselben Geschwindigkeit weiter.
game-element = Tor oder Bahn
game-element-now = wo es jetzt ist,
game-element-next = wo es nach deinem Zug sein wird: Du darfst keins von beiden berühren.
game-records = Rekorde
game-records-name = Name
game-records-moves = Züge
game-records-run = Fahrt
game-records-date = Datum
game-records-empty = Noch kein Rekord auf dieser Strecke: Gewinne, um einen aufzustellen.

## Rennen gegen die KI-Fahrer oder an einem Bildschirm

race-standings-list =
    .aria-label = Platzierungen
race-controls-restart = Neu starten
race-controls-quit = Rennen beenden
race-mode = Modus
race-mode-solo = Solo
race-mode-ghost = Geist
race-mode-blitz = Blitz
race-mode-ai = Gegen die KI
race-mode-hotseat = Abwechselnd
race-mode-simultaneous = Gleichzeitiges Rennen
race-zzz-field =
    .title = Karopapiers ZZZ: Ein verunglücktes Auto wird um so viele Züge zurückgesetzt
race-zzz = ZZZ
race-blitz-seconds = Sekunden pro Zug
race-car-2 = Auto 2: KI-Stärke
race-car-3 = Auto 3: KI-Stärke
race-car-4 = Auto 4: KI-Stärke
race-level-novice = Anfänger
race-level-club = Verein
race-level-pro = Profi
race-level-perfect = Perfekt
race-player-1 = Spieler 1
race-player-1-field =
    .placeholder = Spieler 1
race-player-2 = Spieler 2
race-player-2-field =
    .placeholder = Spieler 2
race-player-3 = Spieler 3
race-player-3-field =
    .placeholder = Spieler 3
race-player-4 = Spieler 4
race-player-4-field =
    .placeholder = Spieler 4
race-standings = Platzierungen

## Die Wiederholung eines Rennens

replay-panel =
    .aria-label = Rennwiederholung
replay-title = Rennwiederholung
replay-play =
    .title = Abspielen oder pausieren (Leertaste)
replay-tempo = Tempo
replay-cars = Autos
replay-events = Ereignisse
replay-share = Link kopieren

## Die Löser

solver-section =
    .aria-label = Löser
solver-title = Einem Löser zusehen
solver-select =
    .aria-label = Löser
solver-step = Schritt
    .title = Eine Expansion: Die expandierte Konfiguration wird eingekreist, ihre Nachfolger werden fett gezeichnet
solver-instant = Sofort lösen
solver-back-game = Zurück zum Spiel
solver-tempo = Tempo
solver-expanded = expandiert
solver-frontier = Rand
solver-compute = Rechenzeit
solver-elapsed = verstrichen
solver-legend-heat = erreichte Punkte: einmal blass, oft rot
solver-legend-explore = gerade erkundete Segmente
solver-legend-step = Schritt: die expandierte Konfiguration
solver-legend-path = die Lösung, nach Geschwindigkeit gefärbt
solver-legend-closest = keine Lösung: der nächstgelegene erreichte Punkt

## Die Weltrangliste

board-back = ← Levels
board-play = Diese Strecke spielen
board-clean = Fahrten ohne Hilfe
board-clean-note = Fahrten ohne angezeigte Hilfe: keine optimale Linie, kein Löser auf der Strecke beobachtet.
board-assisted = Fahrten mit Hilfe

## Der Streckeneditor

editor-section =
    .aria-label = Streckeneditor
editor-back = ← Levels
    .title = Zurück zu den Levels (Esc); der Entwurf bleibt erhalten
editor-name =
    .aria-label = Streckenname
editor-undo = Rückgängig
    .title = Rückgängig (Strg+Z)
editor-redo = Wiederherstellen
    .title = Wiederherstellen (Strg+Umschalt+Z)
editor-test-drive = Probefahrt
    .title = Den Entwurf jetzt spielen; Esc kehrt hierher zurück
editor-test-drive-title = Probefahrt: { $name }
editor-save = Speichern
    .title = Streckendatei herunterladen
editor-tools =
    .aria-label = Werkzeuge
editor-paint =
    .aria-label = Malen
editor-tool-road =
    .title = Straße (R)
editor-road = Straße
editor-tool-wall =
    .title = Wand (W)
editor-wall = Wand
editor-tool-start =
    .title = Start (S)
editor-start = Start
editor-tool-finish =
    .title = Ziel (F)
editor-finish = Ziel
editor-terrain =
    .aria-label = Untergrund
editor-tool-ice =
    .title = Eis: Ein Auto darauf kann nicht langsamer werden (I)
editor-tool-dirt =
    .title = Schotter: bremst ein Auto auf jeder Achse um eins ab (D)
editor-tool-ramp =
    .title = Rampe: Ein Auto darauf behält seine Geschwindigkeit (A)
editor-shape =
    .aria-label = Form
editor-tool-pen = Stift
    .title = Stift: malt beim Ziehen (P)
editor-tool-line = Linie
    .title = Gerade Linie (L)
editor-tool-rect = Rechteck
    .title = Gefülltes Rechteck (X)
editor-tool-fill = Füllen
    .title = Fläche füllen (G)
editor-tool-pan = Verschieben
    .title = Ansicht verschieben (H oder die Pfeiltasten)
editor-tool-gate =
    .title = Tor: über die Straße ziehen; es schließt und öffnet sich im Takt (O)
editor-gate = Tor
editor-tool-train =
    .title = Bahn: entlang der Straße ziehen, um ihre Schiene zu legen (T)
editor-train = Bahn
editor-more = Mehr
editor-more-paints =
    .title = Kontrollpunkte und die Böden neben der Strecke, wie Karopapier sie zeichnet
# Die Auswahl, solange keine getroffen ist: was die Liste enthält (ein Spieltest las dort nur einen Strich).
editor-more-none = Kontrollpunkte, Böden …
editor-checkpoints =
    .label = Kontrollpunkt
editor-checkpoint-1 = Kontrollpunkt 1
editor-checkpoint-2 = Kontrollpunkt 2
editor-checkpoint-3 = Kontrollpunkt 3
editor-checkpoint-4 = Kontrollpunkt 4
editor-checkpoint-5 = Kontrollpunkt 5
editor-checkpoint-6 = Kontrollpunkt 6
editor-checkpoint-7 = Kontrollpunkt 7
editor-checkpoint-8 = Kontrollpunkt 8
editor-checkpoint-9 = Kontrollpunkt 9
editor-grounds =
    .label = Neben der Strecke
ground-parc-ferme = Parc fermé
ground-sand = Sand
ground-mud = Schlamm
ground-gold = Gold
ground-lava = Lava
ground-snow = Schnee
ground-tar = Teer
ground-mountain = Berg
ground-water = Wasser
editor-brush = Pinsel
editor-brush-size =
    .title = Pinselgröße ([ und ])
editor-zoom-group =
    .aria-label = Zoom
editor-zoom-out =
    .title = Herauszoomen (-)
    .aria-label = Herauszoomen
editor-zoom-in =
    .title = Hineinzoomen (+ oder das Mausrad)
    .aria-label = Hineinzoomen
editor-zoom-fit = Einpassen
    .title = Die ganze Strecke (0)
editor-side =
    .aria-label = Strecke
editor-size = Größe
editor-resize =
    .aria-label = Zeilen und Spalten
editor-side-top = Oben
editor-grow-top =
    .aria-label = Oben eine Zeile hinzufügen
editor-shrink-top =
    .aria-label = Oberste Zeile entfernen
editor-side-bottom = Unten
editor-grow-bottom =
    .aria-label = Unten eine Zeile hinzufügen
editor-shrink-bottom =
    .aria-label = Unterste Zeile entfernen
editor-side-left = Links
editor-grow-left =
    .aria-label = Links eine Spalte hinzufügen
editor-shrink-left =
    .aria-label = Linke Spalte entfernen
editor-side-right = Rechts
editor-grow-right =
    .aria-label = Rechts eine Spalte hinzufügen
editor-shrink-right =
    .aria-label = Rechte Spalte entfernen
editor-tidy = Aufräumen
    .title = Auf die Strecke zuschneiden, mit einem Rand aus Wand, und Straße zumauern, die kein Auto nutzen kann
editor-new-track = Neue Strecke
editor-columns = Spalten
editor-rows = Zeilen
editor-create = Erstellen
editor-open-track = Strecke öffnen
editor-open-file = Streckendatei oder Bild
editor-paste-label = … oder füge eine ein, den Text einer Strecke oder einen Karopapier-Mapcode:
editor-paste-open = Eingefügte Strecke bearbeiten
editor-image-pitch = Bildraster
editor-pixels = Pixel pro Punkt
editor-pixels-field =
    .aria-label = Pixel pro Punkt
editor-elements-the = Das Werkzeug
editor-elements-gate = macht die Straße unter einem aufgezogenen Rechteck zu einem Tor, das Werkzeug
editor-elements-train = legt eine Schiene, wo du entlang der Straße ziehst. Jedes Element steht unten als eigene Zeile: Ändere dort seine Zahlen (
editor-elements-cycle = : geschlossen in den Runden 0 bis 4 von je 10;
editor-element-lines = Elementzeilen
editor-show-turn = Runde anzeigen
editor-decor-note = Ein Bild unter dem Raster, nur zur Zierde: Das Raster entscheidet, was Straße ist.
editor-decor-image = Dekorationsbild
editor-decor-remove = Entfernen
editor-keys = Tasten
editor-keys-road = Straße,
editor-keys-wall = Wand,
editor-keys-start = Start,
editor-keys-finish = Ziel;
editor-keys-pen = Stift,
editor-keys-ice = Eis,
editor-keys-dirt = Schotter,
editor-keys-ramp = Rampe;
editor-keys-line = Linie,
editor-keys-rect = Rechteck,
editor-keys-fill = Füllen,
editor-keys-pan = Verschieben;
editor-keys-gate = Tor,
editor-keys-train = Bahn;
editor-keys-brush = Pinsel;
editor-keys-zoom = Zoom, Pfeiltasten verschieben;
editor-key-ctrl = Strg
editor-keys-undo = rückgängig,
editor-key-shift = Umschalt
editor-keys-redo = wiederherstellen;
editor-keys-back = zurück zu den Levels.

## Adressen

nav-nowhere = Die Adresse { $address } führt nirgendwohin: Hier ist das Menü.
nav-record-closed = Die Rennaufzeichnung ist nicht mehr geöffnet: Öffne ihre Datei erneut, um sie anzusehen.
nav-draft-not-drivable = Der Entwurf kann noch nicht gefahren werden: { $why }.
nav-draft-unfinished = Der Entwurf kann noch nicht gefahren werden. { $problems }
nav-no-track = Keine Strecke für { $what }: { $why }.
nav-bad-link = Dieser Link lässt sich nicht öffnen: { $why }.
nav-no-date = Das heutige Datum ist unbekannt: Öffne die Herausforderung eines Tages über ihr Datum (#/daily/JJJJ-MM-TT).
nav-editor = Streckeneditor.
nav-menu = Levelmenü.

## Die Kamera des Spielfelds, die Geschwindigkeitslegende und das Löser-Menü

camera-whole = Ganze Strecke
camera-follow-car = Dem Auto folgen
camera-follow-cars = Den Autos folgen
camera-full-screen = Vollbild
camera-full-screen-exit = Vollbild beenden
legend-speed-zero = Geschwindigkeit 0
legend-speed = Geschwindigkeit { $speed }
solver-option-dfs = Tiefensuche
    .title = Tiefensuche: findet einen Weg, selten einen guten
solver-option-bfs = Breitensuche (optimal)
    .title = Breitensuche: optimal, erkundet alles Nähere
solver-option-astar = A* (optimal)
    .title = A* mit Distanzkarte und achsenweisen Heuristiken: optimal, gezielt
solver-option-greedy = Gieriger Fahrer
    .title = gieriger Fahrer: steuert auf das zu, was auf der Distanzkarte am nächsten aussieht
solver-option-careful = Vorsichtiger Fahrer
    .title = vorsichtiger Fahrer: gierig, hält aber einen sicheren Bremsweg

## Der Raum einer Online-Partie

room-asking = Die Partie wird beim Server angefragt …
room-heading = { $title }: { $rules ->
        [Karopapier] Karopapier-Regeln
       *[other] { $rules } Regeln
    }, { $time } pro Zug
room-bot = { $name } (Bot)
# One of the server's own bots, by its skill ($skill: novice, club, pro, perfect).
room-house-bot = { $skill ->
        [novice] Anfänger-Bot
        [club] Vereins-Bot
        [pro] Profi-Bot
       *[perfect] Perfekter Bot
    }
room-bot-skill = Bot-Stärke
room-add-bot = Bot hinzufügen
# Wer eine Chatzeile geschrieben hat, vor ihr.
room-chat-said-by = { $name }:
room-connected = verbunden
room-not-connected = nicht verbunden
# Eine Revanche (die Partie nach einer beendeten), in der Überschrift der Partie.
room-rematch-text = { $text } · Revanche
room-rematch = Revanche
room-rematch-join = Bei der Revanche mitfahren
room-rematch-go = Zur Revanche
room-cancel-ask = Diese Partie absagen? Sie verschwindet für alle, und die Einladung funktioniert nicht mehr.
room-cancel-yes = Partie absagen
room-cancel-no = Behalten
room-leave-ask = Diese Partie verlassen? Dein Platz wird für jemand anderen frei.
room-leave-yes = Partie verlassen
room-leave-no = Bleiben
room-resign-ask = Aufgeben? Dein Auto verlässt das Rennen und wird hinter allen Autos gewertet, die nicht aufgegeben haben.
room-resign-yes = Aufgeben
room-reconnecting = Verbindung zur Partie wird wiederhergestellt …
room-moves = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
room-seat-said = : { $words }
room-seat-waiting = wartet auf den Start
room-seat-finished = im Ziel nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
room-seat-out = aus dem Rennen
room-seat-sitting-out = setzt nach einem Unfall aus
room-seat-chosen = hat gewählt
room-seat-choosing = wählt …
room-open-rematch-creator = Deine Revanche wartet: { $taken } von { $seats } Plätzen besetzt. Die Spieler der letzten Partie sind eingeladen (ihre beendete Partie bietet den Beitritt an); starte, wenn sie da sind, oder füge einen Bot hinzu.
room-open-invited = Du bist zu dieser Revanche eingeladen: nimm einen Platz, um mitzufahren.
room-open-creator = Warten auf Spieler: { $taken } von { $seats } Plätzen belegt. { $seats ->
        [2] Schick den Einladungslink oder füge einen Bot hinzu: Das Rennen beginnt, sobald der zweite Platz belegt ist.
       *[other] Schick den Einladungslink oder füge einen Bot hinzu; starte, wann du willst (mindestens 2 Spieler), oder wenn alle Plätze belegt sind.
    }
room-open-seated = Du hast einen Platz. Die Partie beginnt, wenn { $missing ->
        [one] { $missing } weiterer Spieler beitritt
       *[other] { $missing } weitere Spieler beitreten
    } oder ihr Ersteller sie startet.
room-open-invite-only = Du siehst dieser Partie zu: Ein Platz braucht ihren Einladungslink.
room-open-take-seat = Nimm einen Platz, um in dieser Partie mitzufahren.
room-open-type-name = Gib einen Namen ein, um einen Platz zu nehmen: Damit entsteht dein Online-Spieler. Bis dahin kannst du zusehen.
room-watching = Runde { $round }: Du siehst zu.
room-move-sent = Zug gesendet: Warten auf die anderen.
room-chosen = Du hast gewählt: Warten auf die anderen.
room-place = Runde { $round }: Setze dein Auto auf einen Startpunkt.
room-choose-touch = Runde { $round }: Wähle deinen Zug (tippe auf einen Kreis).
room-choose-mouse = Runde { $round }: Wähle deinen Zug (klicke auf einen Kreis).
room-your-car = Runde { $round }, dein Auto: { $seat }.
room-over = { $result }.{ $rating }
room-over-rematch = { $result }.{ $rating } Eine Revanche wartet auf dich: Drück auf „{ room-rematch-join }“.
room-over-rematch-seated = { $result }.{ $rating } Du hast einen Platz in der Revanche: Drück auf „{ room-rematch-go }“.
room-result-out = Du bist aus dem Rennen: Platz { $place } von { $cars }
room-result-shared = Du teilst dir Platz 1 von { $cars }
room-result-won = Du hast gewonnen
room-result-won-alone = Du hast gewonnen: Die anderen sind ausgeschieden
room-result-place = Du bist auf Platz { $place } von { $cars }
room-result-over = Das Rennen ist vorbei
room-result-winner = { $name } hat gewonnen
room-result-winners = { $names } teilen sich Platz 1
room-names-and = { $first } und { $next }
# Die Hinweise des Raums dazu, was aus der Partie geworden ist.
room-no-answer = Keine Antwort vom Server: Prüfe die Verbindung; die Seite versucht es erneut.
room-no-game = Auf diesem Server gibt es keine Partie { $id }.
room-cancelled = Du hast die Partie abgesagt: Sie existiert nicht mehr.
room-creator-cancelled = Ihr Ersteller hat diese Partie abgesagt: Sie existiert nicht mehr.
room-left = Du hast die Partie verlassen: Dein Platz ist wieder frei.
room-resigned = Du hast aufgegeben: Dein Auto ist aus dem Rennen.
room-invite-copied = Einladungslink kopiert: Schick ihn den Spielern.
room-player-first = Lege zuerst auf der Seite Online-Rennen deinen Online-Spieler an: Ein Name genügt.
# Die Aufzeichnung einer Online-Partie, nach ihren Spielern benannt, nach dem „Wiederholung von“ von title-replay.
room-record-name = { $players }

## Zeiten

time-seconds = { $n ->
        [one] { $n } Sekunde
       *[other] { $n } Sekunden
    }
time-minutes = { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }
time-hours = { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
time-days = { $n ->
        [one] { $n } Tag
       *[other] { $n } Tage
    }
time-clock-hours = { $h } h { $m } min
time-clock-days = { $d ->
        [one] { $d } Tag
       *[other] { $d } Tage
    } { $h } h

## Die Listen der Online-Startseite und die Leiste des Raums

lobby-seats = { $taken } von { $seats } Plätzen belegt
lobby-your-move = Runde { $round }: Du bist am Zug
lobby-round = Runde { $round }
lobby-won = Gewonnen: Platz 1 von { $cars }
lobby-place = Platz { $place } von { $cars }
lobby-over = Vorbei
lobby-detail = { $title }{ $rules ->
        [Karopapier] Karopapier-Regeln
       *[other] { $rules } Regeln
    } · { $time } pro Zug · { $cols } × { $rows }
lobby-play = Spielen
lobby-open = Partie öffnen
lobby-watch = Zusehen
lobby-empty = Gerade wartet keine öffentliche Partie auf Spieler: Erstelle eine oder schick eine Einladung.
lobby-running-empty = Gerade läuft keine öffentliche Partie.
lobby-more-games = Mehr deiner Partien zeigen
online-key-show = Meinen Spielerschlüssel zeigen
online-key-hide = Meinen Spielerschlüssel verbergen
bar-waiting = Warten auf den Start: { $taken } von { $seats } Plätzen belegt
bar-running = { $clock }Runde { $round }: { $whose }
bar-your-move = Du bist am Zug
bar-your-start = wähle deinen Startpunkt
bar-lost-start = Startpunkt verloren: wähle einen anderen
bar-chosen-waiting = Du hast gewählt: Warten auf { $others }
bar-sitting-out = Du setzt diese Runde aus
bar-resolves = Die Runde wird ausgewertet
bar-to-choose = { $others } { $count ->
        [one] muss
       *[other] müssen
    } wählen
car-waiting = wartet

## Die Ablehnungen des Servers, nach ihrem Code

refusal-malformed = Der Server hat die Anfrage nicht verstanden.
refusal-unauthorized = Der Server kennt deinen Spielerschlüssel nicht.
refusal-not-found = Der Server kennt diese Partie, diesen Spieler oder diese Rangliste nicht.
refusal-method-not-allowed = Der Server nimmt diese Anfrage hier nicht an.
refusal-request-timeout = Die Anfrage kam zu spät an: Versuch es noch einmal.
refusal-too-large = Das ist zu groß für den Server.
refusal-too-many-requests = Zu viele Anfragen: Warte einen Moment und versuch es dann noch einmal.
refusal-too-many-connections = Zu viele Verbindungen von dieser Adresse: Schließe ein paar Tabs und versuch es dann noch einmal.
refusal-too-many-streams = Zu viele Live-Partien offen: Schließe ein paar Tabs und versuch es dann noch einmal.
refusal-unavailable = Der Server kann gerade nicht antworten: Versuch es gleich noch einmal.
refusal-bad-name = Dieser Name geht nicht: 1 bis 20 Buchstaben, Ziffern oder Zeichen, keine Steuerzeichen.
refusal-name-taken = Ein anderer Spieler hat diesen Namen (oder einen, der ihm ähnelt): Wähle einen anderen Namen.
refusal-bad-title = Dieser Titel geht nicht: zu lang oder mit Steuerzeichen.
refusal-bad-track = Der Server kann diese Strecke nicht lesen.
refusal-track-too-large = Diese Strecke ist zu groß für den Server.
refusal-bad-rules = Der Server nimmt nur strenge oder weiche Regeln an.
refusal-bad-seats = Diese Anzahl an Plätzen ist nicht erlaubt.
refusal-too-few-starts = Die Strecke hat weniger Startpunkte, als die Partie Plätze hat.
refusal-bad-move-time = Diese Zeit pro Zug ist nicht erlaubt.
refusal-bad-penalty = Diese Unfallstrafe ist nicht erlaubt.
refusal-bad-game = Der Server kann so eine Partie nicht starten.
refusal-bad-kind = Die Paarungswarteschlange nimmt diese Art von Partie nicht an.
refusal-bad-chat = Diese Chatzeile kann nicht gesendet werden: leer, zu lang oder mit Steuerzeichen.
refusal-bad-subscription = Das Benachrichtigungsabo dieses Browsers kann der Server nicht verwenden.
refusal-illegal-move = Die Regeln erlauben diesen Zug nicht.
refusal-illegal-run = Die Regeln erlauben diese Fahrt nicht.
refusal-unfinished-run = Diese Fahrt endet nicht auf einem Zielpunkt.
refusal-run-too-long = Diese Fahrt hat zu viele Züge für den Server.
refusal-too-many-games = Du sitzt schon in so vielen laufenden Partien, wie ein Spieler darf.
refusal-too-many-players = Der Server hat schon so viele Spieler, wie er aufnimmt: Versuch es später noch einmal.
refusal-not-open = Die Plätze der Partie sind belegt, oder sie hat begonnen.
refusal-too-few-players = Eine Partie braucht mindestens zwei Spieler zum Starten.
refusal-broken = Diese Partie kann nicht weitergespielt werden.
refusal-not-running = Die Partie läuft nicht.
refusal-out-of-race = Dein Auto ist aus dem Rennen.
refusal-not-over = Die Partie ist noch nicht vorbei.
refusal-round-over = Diese Runde ist schon vorbei.
refusal-wrong-round = Dieser Zug war für eine andere Runde.
refusal-already-chosen = Du hast deinen Zug in dieser Runde schon gewählt.
refusal-not-your-turn = Dein Auto ist nicht am Zug.
refusal-bad-invite = Dieser Einladungslink gehört nicht zu dieser Partie.
refusal-not-creator = Das darf nur der Ersteller der Partie.
refusal-creator-leaves = Der Ersteller kann eine offene Partie nicht verlassen: Sag sie stattdessen ab.
refusal-not-a-player = Du hast keinen Platz in dieser Partie.
refusal-board-conflict = Diese Rangliste gehört zu einer anderen Strecke oder anderen Regeln.
refusal-not-yet = Der Server kann das noch nicht beantworten: Versuch es gleich noch einmal.
refusal-bad-description = Diese Beschreibung geht nicht: über 500 Zeichen oder mit Steuerzeichen.
refusal-bad-reason = Sag in 1 bis 500 Zeichen warum, ohne Steuerzeichen.
refusal-bad-stars = Eine Bewertung hat 1 bis 5 Sterne.
refusal-unsolvable = Kein Auto kann auf dieser Strecke mit ihren Regeln das Ziel erreichen: Sie kann nicht veröffentlicht werden.
refusal-duplicate = Diese Strecke ist mit denselben Regeln schon veröffentlicht.
# Under the refusal of a track published already: a link to the published copy.
publish-open-existing = Die veröffentlichte Strecke öffnen
# In the Publish and tournament forms without an online player: a link to the screen that makes one.
make-player-link = Meinen Online-Spieler anlegen
# Why a stored or fetched JSON text does not read ($line, $column: where, from 1).
json-syntax = kein gültiges JSON in Zeile { $line }, Spalte { $column }
json-data = ein fehlender oder falscher Wert in Zeile { $line }, Spalte { $column }
json-eof = der Text bricht vor seinem Ende ab
json-io = der Text konnte nicht gelesen werden
refusal-too-many-tracks = Du hast heute so viele Strecken veröffentlicht, wie man an einem Tag darf: Versuch es morgen wieder.
refusal-own-track = Du kannst deine eigene Strecke nicht bewerten.
refusal-reported = Du hast diese Strecke schon gemeldet.
refusal-not-author = Das darf nur, wer die Strecke gemacht hat.
refusal-bad-tournament = Die Einstellungen des Turniers sind ungültig.
refusal-too-many-tournaments = Du hast heute so viele Turniere angelegt, wie man an einem Tag darf: Versuch es morgen wieder.
refusal-joining-closed = Die Anmeldung zu diesem Turnier ist geschlossen.
refusal-tournament-full = Alle Plätze dieses Turniers sind vergeben.
refusal-not-entered = Du bist bei diesem Turnier nicht angemeldet.
refusal-other = Der Server hat mit { $status } geantwortet.

## Die Wiederholung

replay-driver-person = ein Mensch
replay-driver-builtin = die KI des Spiels
replay-driver-ai = die { $skill ->
        [novice] Anfänger-KI
        [club] Vereins-KI
        [pro] Profi-KI
       *[perfect] perfekte KI
    } des Spiels
replay-driver-bot = Bot { $bot }
replay-not-placed = nicht gesetzt
point-at = Zeile { $row }, Spalte { $col }
replay-car-details = {" "}({ $driver }): { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $at }
replay-car-details-yours = : { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $at }
replay-event = { $step ->
        [turn] Schritt
       *[round] Runde
    } { $number }: { $text }
replay-pending = Gezeigt im Ziel, { $step ->
        [turn] Schritt
       *[round] Runde
    } { $rounds }.
replay-standing = { $place }. { $name }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $state }
replay-position = { $step ->
        [turn] Schritt
       *[round] Runde
    } { $number } von { $rounds }
replay-step-word = { $step ->
        [turn] Schritt
       *[round] Runde
    }
replay-playing-play = Abspielen
replay-playing-pause = Pause
replay-back = { $step ->
        [turn] Einen Schritt
       *[round] Eine Runde
    } zurück (←)
replay-forward = { $step ->
        [turn] Einen Schritt
       *[round] Eine Runde
    } vor (→)
replay-back-label = { $step ->
        [turn] Einen Schritt
       *[round] Eine Runde
    } zurück
replay-forward-label = { $step ->
        [turn] Einen Schritt
       *[round] Eine Runde
    } vor
replay-speed = { $n } { $step ->
        [turn] { $n ->
            [one] Schritt
           *[other] Schritte
        }
       *[round] { $n ->
            [one] Runde
           *[other] Runden
        }
    }/s
replay-time-ran-out = { $you ->
        [yes] Deine Zeit ist abgelaufen
       *[no] Die Zeit von { $who } ist abgelaufen
    }: Das Auto fuhr auf seinen Hauptpunkt oder verunglückte
replay-no-answer = { $who } gab keine brauchbare Antwort: { $why }
replay-why-ok = keine war nötig
replay-why-late = sie kam zu spät
replay-why-malformed = es war keine Antwort
replay-why-illegal = es war keine der Optionen des Autos
replay-why-exited = das Programm des Bots war beendet
replay-why-out-of-time = seine Zeit für das Rennen war aufgebraucht
replay-why-resigned = das Auto wurde aufgegeben
replay-disqualified = { $you ->
        [yes] Du bist disqualifiziert
       *[no] { $who } ist disqualifiziert
    }
replay-resigned = { $you ->
        [yes] Du gibst auf
       *[no] { $who } gibt auf
    }
replay-started = { $you ->
        [yes] Du startest
       *[no] { $who } startet
    } bei { $at }
replay-refused = { $who } konnte nicht nach { $at }: Ein Auto war zuerst dort
replay-honour = Ehrenregeln, von den Spielern gehalten, nicht geprüft: { $start ->
        [classic] der erste Zug führt von der Ziellinie weg
        [formula1] alle überqueren zuerst die Ziellinie
       *[free] freier erster Zug
    }; { $crashes ->
        [forbidden] keine absichtlichen Unfälle
        [allowed] absichtliche Unfälle erlaubt
       *[free] absichtliche Unfälle nach Belieben
    }.
replay-crashed = { $you ->
        [yes] Du verunglückst
       *[no] { $who } verunglückt
    } bei { $at } und { $you ->
        [yes] setzt
       *[no] setzt
    } { $penalty ->
        [one] { $penalty } Zug
       *[other] { $penalty } Züge
    } aus
replay-crashed-back = { $you ->
        [yes] Du verunglückst und wirst
       *[no] { $who } verunglückt und wird
    } { $penalty ->
        [one] { $penalty } Zug
       *[other] { $penalty } Züge
    } zurückgesetzt, auf { $at }
replay-finished = { $you ->
        [yes] Du kommst
       *[no] { $who } kommt
    } nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } ins Ziel
replay-retired = { $you ->
        [yes] Du verlässt
       *[no] { $who } verlässt
    } das Rennen
replay-over = Das Rennen ist vorbei
# Das Öffnen einer Rennaufzeichnung (name: der Name einer Datei oder replay-from-link, im Dativ
# nach dem „Wiederholung von“ von title-replay; title: title-replay).
replay-opened = { $title }: Die Aufzeichnung wird abgespielt.
# A solo run's replay ("Replay of your run on Hairpin"), and why it cannot be made.
replay-solo-name = deiner Fahrt auf { $title }
replay-solo-failed = Diese Fahrt lässt sich nicht wiederholen: { $why }
replay-from-link = diesem Link
replay-link-unreadable = Der Rennlink lässt sich nicht lesen: { $why }.
replay-file-too-large = { $name } ist { $size } MiB groß: Eine Rennaufzeichnung hat höchstens { $most } MiB.
replay-too-long = Zu lang für einen Link: Teile stattdessen die Aufzeichnungsdatei.
replay-not-copied = Nicht kopiert ({ $why })
# Ein Demorennen der KI-Fahrer auf einem Level (demo-name steht im Dativ nach dem
# „Wiederholung von“ von title-replay).
demo-name = einem Demorennen auf { $title }
demo-failed = Kein Demorennen auf { $title }: { $why }

## Der Streckeneditor

editor-not-a-track = Noch keine Strecke. { $problems }
editor-solvable = Lösbar mit strengen Regeln: Die beste Fahrt braucht { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.
editor-solvable-soft = Lösbar mit weichen Regeln: Die beste Fahrt braucht { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.
editor-solvable-karopapier = Lösbar mit den Karopapier-Regeln: Die beste Fahrt braucht { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.
editor-unsolvable-closest = Unlösbar: Kein Auto erreicht das Ziel. Am nächsten kommt ein Auto in Zeile { $row }, Spalte { $col } (umkreist).
editor-unsolvable = Unlösbar: Kein Auto kommt vom Start weg.
editor-too-large = Zu groß, um sie bis zum Ende zu prüfen: Fahr sie zur Probe.
editor-checking = Wird geprüft …
editor-show-decor = { $name } zeigen
editor-time = Runde { $turn } eines Zyklus von { $cycle } Runden
editor-no-elements = Noch keine beweglichen Elemente
editor-gate-line = Tor auf { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
editor-train-line = Bahn auf einer Schiene aus { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
editor-not-element = Eine Zeile, die kein Element ist
editor-nothing-undo = Nichts rückgängig zu machen.
editor-nothing-redo = Nichts wiederherzustellen.
editor-tidy-first = Aufräumen braucht zuerst einen Start und ein Ziel. { $problem }
editor-new-name = Meine Strecke
editor-new = Eine neue Strecke von { $cols } × { $rows }, ganz aus Wand: Male die Straße. Rückgängig bringt die vorige zurück.
editor-size-numbers = Zeilen und Spalten müssen ganze Zahlen sein.
editor-saved = Als Streckendatei gespeichert.
editor-saved-unfinished = Gespeichert, unfertig: { $problem }
editor-no-link = Kein Link für diese Strecke: { $why }.
editor-no-link-yet = Noch kein Link: { $why }.
editor-link-copied = Link kopiert.
editor-link-not-copied = Der Link konnte nicht kopiert werden: Er ist markiert, kopiere ihn von Hand.
editor-copy-of = Du bearbeitest eine Kopie von { $title }. Rückgängig (Strg+Z) bringt deinen vorigen Entwurf zurück.
editor-cannot-edit = { $title } lässt sich nicht bearbeiten: { $why }.
# Der im Browser gespeicherte Entwurf (why: was mit dem Gespeicherten nicht stimmte).
editor-draft-set-aside = Dein gespeicherter Entwurf konnte nicht gelesen werden ({ $why }); er wurde beiseitegelegt, und der Editor beginnt leer.
editor-decor-not-read = Die Dekoration des Entwurfs konnte nicht gelesen werden ({ $why }); der Entwurf öffnet sich ohne sie.
editor-decor-too-large = { $name } ist zu groß, um mit dem Entwurf gespeichert zu werden (über 1024 × 1024 Pixel): Nach dem Neuladen kommt der Entwurf ohne das Bild zurück.
# Warum der Entwurf oder seine Dekoration nicht wieder gelesen werden konnte (why: die Worte des JSON-Lesers).
editor-draft-not-draft = kein gespeicherter Entwurf: { $why }
editor-draft-version = kein Entwurf der Version 1
editor-decor-not-decor = keine gespeicherte Dekoration: { $why }
editor-decor-version = keine Dekoration der Version 1
editor-decor-empty = ein leeres Bild
editor-decor-too-big = größer, als eine gespeicherte Dekoration sein darf
editor-decor-not-base64 = ihre Pixel sind kein base64url
editor-decor-damaged = ihre Pixel sind beschädigt
editor-decor-unfilled = ihre Pixel füllen das Bild nicht
# Tore und Bahnen (Eisenbahnen), mit den Werkzeugen des Editors gelegt, und ihre Zeilen.
editor-rail-on-road = Eine Schiene liegt auf der Straße: Drücke auf einen Straßenpunkt und zieh an der Straße entlang.
editor-rail-too-short = Eine Schiene braucht mindestens zwei Straßenpunkte: Zieh an der Straße entlang.
editor-train-added = Bahn auf einer Schiene aus { $points } Punkten hinzugefügt ({ $loop ->
        [yes] ein Rundkurs
       *[no] sie pendelt von Ende zu Ende
    }). Ändere ihre Länge, Geschwindigkeit oder Phase in ihrer Zeile.
editor-gate-on-road = Ein Tor steht auf der Straße: Zieh über Straßenpunkte.
editor-gate-added = Tor auf { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } hinzugefügt (geschlossen in den Runden 0 bis 4 von je 10): Ändere seinen Zyklus und seine geschlossenen Runden in seiner Zeile.
editor-elements-too-long = Diese Elementzeilen sind viel zu lang.
editor-no-such-element = Es gibt kein Element { $number }.

## Das Öffnen von Dateien und Bildstrecken

# Eine gewählte oder abgelegte Datei (why: die Worte des Browsers).
files-choose-one = Wähle nur eine Datei.
files-not-read = { $name } konnte nicht gelesen werden: { $why }
files-not-text-record = { $name } ist keine Textdatei und damit keine Rennaufzeichnung.
picture-undecodable = { $name }: Das Bild konnte nicht dekodiert werden, ein beschädigtes oder abgeschnittenes PNG (der Browser sagt: { $why })
picture-none = kein Bild
# Bildstrecken, im Editor geöffnet, und ihr Raster (why: die Worte der Engine).
import-too-many-images = Wähle ein Bild oder zwei (ein Logikbild und eine Dekoration), nicht { $count }.
import-one-decor = Wähle nur ein Dekorationsbild.
import-image-too-large = { $name }: Die Datei ist größer als { $mb } MB, zu groß für eine Bildstrecke.
import-neither = { $name }: weder ein PNG-Bild noch eine Streckendatei
import-two-tracks = Zwei Streckendateien: Wähle eine, wenn du willst mit einem Dekorationsbild.
import-no-image = Kein Bild zum Öffnen.
import-untitled = Bildstrecke
import-pitch = { $cell } px pro Punkt: { $cols } × { $rows } Punkte (erkannt: { $auto } px)
import-pitch-failed = { $cell } px pro Punkt: { $why }
import-opened-image = { $name } geöffnet: { $pitch }. Ändere das Bildraster, wenn das Raster falsch aussieht. Rückgängig bringt deinen vorigen Entwurf zurück.
import-opened = { $name } geöffnet. Rückgängig bringt deinen vorigen Entwurf zurück.
import-opened-karopapier = { $name } mit den Karopapier-Regeln geöffnet. Rückgängig bringt deinen vorigen Entwurf zurück.
import-decor = Dekoration: { $name }.
import-decor-stretched = Dekoration: { $name } ({ $width } × { $height } px) hat nicht die Form der Strecke ({ $cols } × { $rows }): Sie wird passend gestreckt.

## Die Hinweise der Online-Startseite und die Benachrichtigungen

online-key-copied = Spielerschlüssel kopiert: Füge ihn auf deinem anderen Gerät ein.
online-clipboard-refused = Die Zwischenablage hat abgelehnt: Markiere den Text und kopiere ihn von Hand.
online-game-with = der Partie mit { $players }
online-your-move-in = Du bist am Zug in { $game }
# Ein Hinweis: Eine Partie ohne Titel wartet auf deinen Zug; eine Revanche wird angeboten.
online-your-move-untitled = Du bist am Zug in einer Online-Partie
online-rematch-asked = { $name } fordert dich zu einer Revanche heraus
online-key-unknown = Dieser Server kennt diesen Spielerschlüssel nicht.
online-name-taken = Dieser Name ist vergeben. Wenn er dir gehört und auf einem anderen Gerät angelegt wurde, füge unten deinen Spielerschlüssel ein (dort unter deinem Namen kopiert); sonst wähle einen anderen Namen.
online-device-plays-as = Dieses Gerät spielt jetzt als { $name }.
online-player-made = Dein Spieler ist angelegt: Erstelle unten eine Partie oder öffne einen Einladungslink, den dir jemand geschickt hat.
online-your-name = Dein Name: { $why }.
online-paste-key = Füge den auf deinem anderen Gerät kopierten Spielerschlüssel ein.
online-no-answer = Keine Antwort vom Server: Prüfe die Verbindung und dann Aktualisieren.
online-player-first = Lege zuerst deinen Spieler an: Ein Name genügt.
online-player-first-online = Lege zuerst deinen Online-Spieler an: Ein Name genügt.
online-pair-player-first = Lege zuerst deinen Spieler an: Gib einen Namen ein und tippe auf „Meinen Spieler anlegen“, dann beginnt die Suche nach einem Gegner von selbst.
online-choose-track = Wähle eine Strecke für die Partie.
online-too-few-starts = Diese Strecke hat { $starts ->
        [one] { $starts } Startpunkt: Eine Partie darauf hat höchstens { $starts } Platz.
       *[other] { $starts } Startpunkte: Eine Partie darauf hat höchstens { $starts } Plätze.
    }
notify-off = Keine Benachrichtigungen mehr auf diesem Gerät.
notify-on = Du wirst benachrichtigt, wenn du am Zug bist, auch bei geschlossenem Tab.
notify-failed = Benachrichtigungen konnten nicht eingeschaltet werden: { $why }.
notify-why-key = der Push-Schlüssel des Servers ist keiner
notify-why-blocked = Benachrichtigungen sind für diese Seite in den Browsereinstellungen blockiert
notify-why-unsupported = dieser Browser kann sie hier nicht empfangen
notify-why-failed = der Push-Dienst des Browsers hat das Abo nicht angenommen (er sagte: { $why })
notify-why-json = das Abo des Browsers ist kein JSON

## Die Tasten des Spielfelds und die Hinweise des Spiels

key-not-placed = Setze das Auto zuerst auf einen Startpunkt (Pfeiltasten, Eingabe oder ein Klick).
key-no-move = Dein Auto hat gerade keinen Zug zu wählen.
key-terrain = Taste { $digit }: auf { $terrain } nicht möglich.
key-name = { $key ->
        [7] oben links
        [8] oben
        [9] oben rechts
        [4] links
        [5] Tempo halten
        [6] rechts
        [1] unten links
        [2] unten
       *[3] unten rechts
    }
key-blocked = Taste { $digit } ({ $name }): Dieser Zug geht { $why }.
key-taken = Taste { $digit } ({ $name }): Dort steht ein anderes Auto.
play-undone = Rückgängig gemacht. { $status }
play-undo-assisted = Eine Fahrt mit Rückgängig zählt als Fahrt mit Hilfe; { race-new-run } startet eine ohne Hilfe.
play-restarted = Neu gestartet. { $status }
play-undone-place = Rückgängig gemacht: Setze das Auto erneut.
play-nothing-undo = Noch nichts rückgängig zu machen: Setze zuerst das Auto und fahre los.
play-over-won = Das Rennen ist gewonnen: Nochmal, oder die Rücktaste zum Rückgängigmachen.
play-over-stuck = Kein erlaubter Zug: Die Rücktaste macht den letzten rückgängig.
play-rules-changed = Die Fahrt wurde abgebrochen: Es gelten jetzt { $rules ->
        [Karopapier] Karopapier-Regeln
       *[other] { $rules } Regeln
    }.
play-rules-now = { $rules ->
        [Karopapier] Karopapier-Regeln
       *[other] { $rules } Regeln
    }. { $status }
play-opened = { $title } ist geöffnet. { $status }
race-file-name = Rennen { $title }
race-saved = Als { $file } in deinen Downloads gespeichert: „Rennaufzeichnung öffnen“ im Menü spielt die Aufzeichnung wieder ab.
play-rules-ask = { $rules ->
        [soft] Weiche Regeln beginnen
        [karopapier] Karopapiers Regeln beginnen
       *[strict] Strenge Regeln beginnen
    } eine neue Fahrt: { $moves ->
        [one] Dein { $moves } Zug geht
       *[other] Deine { $moves } Züge gehen
    } verloren.
game-checkpoints-switch =
    .title = Aus: Die Ziffern der Kontrollpunkte sind Straße, wie in Karopapier-Spielen ohne Kontrollpunkte (eine neue Fahrt)
game-checkpoints = Kontrollpunkte
play-checkpoints = { $on ->
        [yes] Kontrollpunkte an
       *[no] Kontrollpunkte aus: Ihre Ziffern sind Straße
    }. { $status }
play-checkpoints-ask = Die Kontrollpunkte umzuschalten beginnt eine neue Fahrt: { $moves ->
        [one] Dein Zug geht verloren
       *[other] Deine { $moves } Züge gehen verloren
    }.
stars-of-three = { $stars ->
        [one] { $stars } Stern von 3
       *[other] { $stars } Sterne von 3
    }
share-cannot = Dieses Spiel lässt sich nicht als Link teilen: { $why }.
share-challenge = Eine Herausforderung: Schlage die { $moves } Züge von { $name } auf { $track }.

## Die Weltrangliste und was über Rennen gesagt wird

world-sending = Die Fahrt wird an die Weltrangliste gesendet …
world-no-server = Hier antwortet kein Spielserver: Die Weltranglisten sind auf dem Spielserver.
world-kept = In der Weltrangliste: Platz { $rank } mit { $moves } Zügen.
world-kept-assisted = In der Weltrangliste der Fahrten mit Hilfe (Rückgängig, Trainer, optimale Linie oder ein Löser halfen): Platz { $rank } mit { $moves } Zügen.
world-not-kept = Nicht in die Weltrangliste aufgenommen: { $why }
race-left = Du hast { $blitz ->
        [yes] den Blitz
       *[no] das Rennen
    } verlassen: Wähle einen Modus und drücke Start.
race-board-cleared = { $mode }: Das Spielfeld ist geleert; drücke Start.
race-started = Rennen gestartet: { $cars }. { $turn }
race-coach-off = Der Trainer ist im Blitz und in Rennen aus: Sein Schalter schaltet ihn dafür ein.
race-cannot-start = Dieses Rennen kann nicht starten: { $why }.
race-go = Los! { $status }
race-go-place = deine Fahrt beginnt, sobald das Auto auf einem Startpunkt steht.
race-next = { $who } ist als Nächstes dran.
race-place-now = { $who }: Setze das Auto.
race-move-now = { $who } ist am Zug: { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    }.
race-said-placed = { $name } gesetzt bei { $at }.
race-said-moved = { $name } nach { $at }, Geschwindigkeit { $speed }.
race-said-finished = { $name } ist nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } im Ziel.
race-said-crashed = { $you ->
        [yes] Du verunglückst
       *[no] { $name } verunglückt
    } bei { $at }: { $penalty ->
        [one] { $penalty } Runde
       *[other] { $penalty } Runden
    } aussetzen.
race-said-crashed-back = { $you ->
        [yes] Du bist verunglückt und wirst
       *[no] { $name } ist verunglückt und wird
    } { $penalty ->
        [one] { $penalty } Zug
       *[other] { $penalty } Züge
    } zurückgesetzt, auf { $at }.
race-said-sits-out = { $you ->
        [yes] Du setzt eine Runde aus
       *[no] { $name } setzt eine Runde aus
    } (noch { $left }).
race-said-retired = { $you ->
        [yes] Du bist ausgeschieden.
       *[no] { $name } ist ausgeschieden.
    }
race-said-over = Rennen vorbei: { $results }.
# Die Hinweise eines Rennens: Die Regeln haben sich geändert, die Blitz-Uhr ist abgelaufen (who:
# der Name des Autos; you: ob es der Spieler der Seite ist), ein Tippen oder die Rücktaste außer der Reihe.
race-called-off = Die Regeln haben sich geändert: Das Rennen wurde abgebrochen.
race-time-up = Die Zeit für { $who } ist abgelaufen.
race-time-up-crashed = Die Zeit war um: { $you ->
        [yes] Dein Auto
       *[no] Das Auto von { $who }
    } konnte seine Geschwindigkeit nicht halten und ist verunglückt.
race-time-up-kept = Die Zeit war um: { $you ->
        [yes] Dein Auto
       *[no] Das Auto von { $who }
    } hat seine Geschwindigkeit behalten (der Hauptpunkt).
race-wait-turn = Warte, bis du dran bist.
race-no-undo = Im Rennen kannst du keinen Zug zurücknehmen.

## Das Fehlerfenster

failure-crash-title = Etwas ist schiefgegangen
failure-crash-words = Das Spiel wurde wegen eines Fehlers angehalten. Deine Rekorde, besten Fahrten und der Entwurf des Editors sind in diesem Browser gespeichert und sicher: Lade die Seite neu, um weiterzuspielen. Wenn du den Fehler meldest, kopiere den Text unten in deine Meldung.
failure-load-title = Ein Teil des Spiels wurde nicht geladen
failure-load-words = Das Netz ist ausgefallen, während das Spiel den Rest von sich geladen hat. Deine Rekorde, besten Fahrten und der Entwurf des Editors sind in diesem Browser gespeichert und sicher: Lade die Seite neu, um weiterzuspielen.
failure-reload = Neu laden
failure-loading-part = Der Rest des Spiels wird geladen …

## Jetzt spielen: die Paarungswarteschlange

pair-kind-live = Live, gewertet: { $seconds } s pro Zug
pair-kind-correspondence = Fernpartie, gewertet: ein Tag pro Zug
pair-looking = Suche nach einem Gegner ({ $kind }): { $waited }.{ $bot }{ $across }
pair-bot-in = {" "}Wenn niemand kommt, übernimmt ein Bot den Platz in { $time }.
pair-bot-now = {" "}Ein Bot übernimmt den Platz …
pair-when-in = in { $time }
pair-when-now = jetzt
pair-across = {" "}{ $others } warten: Du wirst { $when } mit der längeren Zeit gepaart, oder wähle ihre Zeit.
pair-across-later = {" "}Nach der halben Wartezeit kann auch jemand mit einer anderen Zugzeit dazukommen, mit der längeren der beiden Zeiten.
pair-time-day = ein Tag pro Zug
pair-time-seconds = { $seconds } s pro Zug
pair-counted = { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    } für { $time }{ $soft ->
        [yes] {" "}(weiche Regeln)
       *[no] {""}
    }
pair-pool = Jetzt wartend: { $counted }. Jetzt spielen mit dieser Zeit tritt gegen sie an.

## Wertungen, Profile und Weltranglisten

rating-unrated = Eine ungewertete Partie: Keine Wertung hat sich geändert.
rating-pending = Eine gewertete Partie: Deine neue Wertung wird berechnet.
rating-provisional = {" "}„?“: vorläufig, nach wenigen gewerteten Partien noch unsicher, daher schwankt sie stark.
rating-change = Deine Wertung: { $before } → { $after } ({ $delta })
profile-no-answer = Keine Antwort vom Server: Prüfe die Verbindung und versuch es dann noch einmal.
online-asking = Frage den Server …
profile-rating = Wertung { $rating }
profile-record = { $played ->
        [one] { $played } gewertete Partie
       *[other] { $played } gewertete Partien
    }: { $won } gewonnen, { $lost } verloren, { $drawn } unentschieden
profile-range = Von { $first } bis { $last }: niedrigste { $low }, höchste { $high }
board-no-answer = Keine Antwort vom Server: Prüfe die Verbindung und lade dann neu.
board-empty = Auf dieser Strecke hat noch niemand eine Fahrt gesendet: Gewinne sie und sende deine als Erster.
board-heading = Weltrangliste: { $title }
board-status = { $rules ->
        [strenge] Strenge Regeln
        [weiche] Weiche Regeln
        [Karopapier] Karopapier-Regeln
       *[other] { $rules } Regeln
    }. { $clean ->
        [one] { $clean } Fahrt ohne Hilfe wird gewertet
       *[other] { $clean } Fahrten ohne Hilfe werden gewertet
    }, { $assisted ->
        [one] { $assisted } Fahrt mit Hilfe
       *[other] { $assisted } Fahrten mit Hilfe
    } getrennt.
board-you = Du: Platz { $rank } von { $assisted ->
        [yes] { $of ->
            [one] { $of } Fahrt mit Hilfe
           *[other] { $of } Fahrten mit Hilfe
        }
       *[no] { $of ->
            [one] { $of } Fahrt ohne Hilfe
           *[other] { $of } Fahrten ohne Hilfe
        }
    }, mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.

title-pasted = Eingefügte Strecke
title-random = Zufällige Strecke { $seed }
title-daily = Tagesrennen · { $date }
# Eine Strecke aus einem Link, der keinen Namen trägt.
title-shared = Geteilte Strecke

## Das Rundenprotokoll des Online-Raums

log-round = Runde { $round }: { $text }.
log-you = dir
log-car = Auto { $number }
log-start = Startpunkt { $number } von { $starts }
log-another-car = ein anderes Auto
log-placed = { $you ->
        [yes] du hast dein Auto
       *[no] { $name } hat das Auto
    } auf { $at } gesetzt
log-moved = { $you ->
        [yes] du bist
       *[no] { $name } ist
    } mit { $velocity } gefahren
log-how-timeout = { $byyou ->
        [yes] weil dein Auto dort gesetzt wurde, als deine Zeit ablief
       *[no] dessen Auto dort gesetzt wurde, als seine Zeit ablief
    }
log-how-chose = { $byyou ->
        [yes] weil du ihn auch gewählt hast und in der ausgelosten Reihenfolge der Runde früher dran warst
       *[no] der ihn auch gewählt hat und in der ausgelosten Reihenfolge der Runde früher dran war
    }
log-lost-start-placed = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } den { $to } an { $byyou ->
        [yes] dich
       *[no] { $by }
    } verloren, { $how }: { $you ->
        [yes] dein
       *[no] das
    } Auto wurde auf den nächsten freien gesetzt, { $at }
log-lost-start-timeout = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } den { $to } an { $byyou ->
        [yes] dich verloren, weil dein Auto dort gesetzt wurde, als deine Zeit ablief
       *[no] { $by } verloren, dessen Auto dort gesetzt wurde, als seine Zeit ablief
    }: { $you ->
        [yes] wähle erneut
       *[no] { $name } wählt erneut
    }
log-lost-start-chose = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } den { $to } an { $byyou ->
        [yes] dich verloren, weil du ihn auch gewählt hast und in der ausgelosten Reihenfolge der Runde früher dran warst
       *[no] { $by } verloren, der ihn auch gewählt hat und in der ausgelosten Reihenfolge der Runde früher dran war
    }: { $you ->
        [yes] wähle erneut
       *[no] { $name } wählt erneut
    }
log-refused = { $you ->
        [yes] du konntest
       *[no] { $name } konnte
    } diesen Zug nicht machen: { $byyou ->
        [yes] du hast
       *[no] { $by } hat
    } denselben Punkt gewählt, und die Züge der Runde gehen in einer ausgelosten Reihenfolge, { $byyou ->
        [yes] du
       *[no] { $by }
    } zuerst, also { $you ->
        [yes] bist du
       *[no] ist es
    } stehen geblieben
log-crashed = { $you ->
        [yes] du bist
       *[no] { $name } ist
    } verunglückt (jeder nächste Punkt blockiert) und dort stehen geblieben
log-crash-drive = { $crashed }: { $you ->
        [yes] fahre
       *[no] fährt
    } von Geschwindigkeit 0 weiter
log-crash-passed = { $crashed }; { $turns ->
        [one] { $turns } Runde
       *[other] { $turns } Runden
    } Pause innerhalb der Runde vorbei: { $you ->
        [yes] fahre
       *[no] fährt
    } von Geschwindigkeit 0 weiter
log-crash-sit = { $crashed } und { $you ->
        [yes] setzt
       *[no] setzt
    } { $turns ->
        [one] { $turns } Runde
       *[other] { $turns } Runden
    } aus
log-crash-back = { $you ->
        [yes] du hattest
       *[no] { $name } hatte
    } keinen erlaubten Zug und { $you ->
        [yes] wirst
       *[no] wird
    } { $penalty ->
        [one] { $penalty } Zug
       *[other] { $penalty } Züge
    } zurückgesetzt, mit Geschwindigkeit 0
log-missed-placed = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } die Frist verpasst: { $you ->
        [yes] dein
       *[no] das
    } Auto wurde auf den ersten freien Startpunkt gesetzt
log-missed-placed-at = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } die Frist verpasst: { $you ->
        [yes] dein
       *[no] das
    } Auto wurde auf { $at } gesetzt, den ersten freien
log-missed-kept = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } die Frist verpasst: { $you ->
        [yes] dein
       *[no] das
    } Auto behielt seine Geschwindigkeit
log-missed = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } keine brauchbare Antwort gegeben
log-disqualified = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } zu viele Runden in Folge verpasst: disqualifiziert
log-resigned = { $you ->
        [yes] du hast
       *[no] { $name } hat
    } aufgegeben
log-finished = { $you ->
        [yes] du bist
       *[no] { $name } ist
    } nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } im Ziel{ $place }
log-place = , Platz { $place }

# Die Online-Seiten: kein Spielserver unter dieser Adresse; ein Spielerschlüssel, den der Server nicht kennt; den Spieler vergessen.
online-no-server = Unter dieser Adresse antwortet kein Spielserver, daher sind Online-Rennen hier aus; alles andere auf dieser Seite läuft auch offline.
online-unknown-key = Dieser Server kennt deinen Spielerschlüssel nicht (wurden seine Partien zurückgesetzt?): Wähle „Mich auf diesem Gerät vergessen“, dann lege einen Spieler an oder füge einen Schlüssel ein, den er kennt.
online-forget-question = Deinen Online-Spieler auf diesem Gerät vergessen? Ohne deinen Spielerschlüssel kannst du deine Partien von hier aus nicht mehr spielen.
online-track-open-now = Die offene Strecke: { $title }
profile-label = { $name }: Profil
leaderboard-bot = Bot
online-track-level = Level: { $title }
online-track-mine = Meine Strecke: { $name }
# Meine Strecken, die nicht gelesen werden konnten ($key: wo der Speicher sie aufbewahrt).
my-tracks-set-aside = Deine gespeicherten Strecken konnten nicht gelesen werden; sie wurden beiseitegelegt (im Speicher unter { $key }).

# Beschriftungen für Hilfstechnologien: die Spielfelder und die Elementliste des Editors.
game-canvas-label = { $title }: Rennstrecke, { $cols } mal { $rows } Punkte
editor-canvas-label = { $name }: Strecke in Bearbeitung, { $cols } mal { $rows } Punkte
editor-element-remove = Entfernen
editor-element-remove-label = Element { $number } entfernen

# Eine Benachrichtigung, wenn die Seite geschlossen ist (der Service Worker zeigt sie).
push-title-any = Du bist am Zug in Racetrack
push-round-waits = Runde { $round } wartet auf deinen Zug.
push-game-waits = Eine Partie wartet auf deinen Zug.
push-paired-title = Deine Partie gegen { $name }
push-paired-body = Deine Partie hat begonnen: Runde 1 wartet auf deinen Startplatz.
push-started-title = { $name } hat begonnen
push-started-body = Dein Turnier hat begonnen: Komm zurück und spiel deine Partien.

# Die Namen der KI-Fahrer nach ihrem Können ($skill: novice, club, pro, perfect; $nth: der zweite desselben Könnens…).
ai-name = { $skill ->
        [novice] Anfänger-KI
        [club] Vereins-KI
        [pro] Profi-KI
       *[perfect] Perfekte KI
    }
ai-name-nth = { $skill ->
        [novice] Anfänger-KI { $nth }
        [club] Vereins-KI { $nth }
        [pro] Profi-KI { $nth }
       *[perfect] Perfekte KI { $nth }
    }

# Die Knöpfe einer Strecke unter Meine Strecken.
my-track-button-open = Öffnen
my-track-button-edit = Bearbeiten
my-track-button-delete = Löschen

# Die Namen der mitgelieferten Levels ($level: der Dateiname ohne Nummer; $title: der Name, den die Datei ergibt, für jedes andere Level).
level-name = { $level ->
        [first-circuit] Erster Rundkurs
        [barto-small] Barto klein
        [hairpin] Haarnadel
        [ring] Ring
        [chicane] Schikane
        [barto-big] Barto groß
        [s-bend] S-Kurve
        [large-curves] Weite Kurven
        [maze] Labyrinth
        [spiral] Spirale
        [ice-rink] Eisbahn
        [mud-flats] Schlammfelder
        [jump] Sprung
        [drawbridge] Zugbrücke
        [level-crossings] Bahnübergänge
       *[other] { $title }
    }

## The track collection
menu-tracks = Strecken
title-tracks = Strecken
tracks-heading = Strecken der Spieler
tracks-back = ← Strecken
tracks-search = Suchen
tracks-sort = Reihenfolge
tracks-starts = Startpunkte
tracks-checkpoints = Kontrollpunkte
tracks-sort-top = Bestbewertete
tracks-sort-new = Neueste
tracks-sort-played = Meistgefahrene
tracks-sort-short = Kürzeste
tracks-sort-long = Längste
tracks-starts-any = Beliebig viele
tracks-starts-n = { $starts ->
        [one] { $starts } Startpunkt
       *[other] { $starts } Startpunkte
    }
tracks-checkpoints-any = Mit oder ohne
tracks-checkpoints-with = Mit Kontrollpunkten
tracks-checkpoints-without = Ohne Kontrollpunkte
tracks-count = { $count ->
        [one] { $count } Strecke
       *[other] { $count } Strecken
    }
tracks-count-more = { $count } Strecken gezeigt; weitere unten
tracks-none = Keine veröffentlichte Strecke passt. Zeichne eine im Editor und veröffentliche sie.
tracks-empty = Noch ist keine Strecke veröffentlicht. Zeichne eine im Editor und veröffentliche sie.
tracks-more = Weitere Strecken
tracks-by = von { $author }
tracks-stars = ★ { NUMBER($rating, minimumFractionDigits: 1) } ({ $votes })
tracks-vote-needs-player = Um zu bewerten, erstelle zuerst deinen Online-Spieler (Online-Rennen)
tracks-no-votes = Noch keine Bewertung
tracks-plays = { $plays ->
        [0] noch nicht gefahren
        [one] einmal gefahren
       *[other] { $plays }-mal gefahren
    }
tracks-optimum = { $moves ->
        [one] bestenfalls { $moves } Zug
       *[other] bestenfalls { $moves } Züge
    }
tracks-card-label = { $name }, { $by }: { $stars }, { $optimum }, { $plays }
tracks-track = Strecke
tracks-facts = { $cols } × { $rows } Punkte, { $starts ->
        [one] { $starts } Startpunkt
       *[other] { $starts } Startpunkte
    }{ $checkpoints ->
        [0] {""}
        [one] , { $checkpoints } Kontrollpunkt
       *[other] , { $checkpoints } Kontrollpunkte
    }, { $rules ->
        [strenge] strenge Regeln
        [weiche] weiche Regeln
        [Karopapier] Karopapier-Regeln
       *[other] Regeln: { $rules }
    }; { $moves ->
        [one] bestenfalls { $moves } Zug
       *[other] bestenfalls { $moves } Züge
    }. { $plays ->
        [0] Noch nicht gefahren.
        [one] Einmal gefahren.
       *[other] { $plays }-mal gefahren.
    }
tracks-rating = { NUMBER($rating, minimumFractionDigits: 1) } Sterne aus { $votes ->
        [one] { $votes } Bewertung
       *[other] { $votes } Bewertungen
    }
tracks-vote-n = { $stars ->
        [one] { $stars } Stern
       *[other] { $stars } Sterne
    }
tracks-hidden = Vom Betreiber ausgeblendet: Nur du siehst sie.
tracks-play = Fahren
tracks-solve = Den Lösern zusehen
tracks-board = Weltrangliste
profile-tracks = Veröffentlichte Strecken
profile-track = { $name }: { $stars }
my-track-published = Veröffentlicht: { $stars }, { $plays }
tracks-race-ai = Gegen die KI fahren
tracks-size = Größe
tracks-size-any = Jede Größe
tracks-size-small = Klein (bis 20 Punkte Seitenlänge)
tracks-size-medium = Mittel (21 bis 50)
tracks-size-large = Groß (über 50)
tracks-race-online = Online-Rennen auf dieser Strecke
tracks-share = Teilen
tracks-copied = Die Adresse der Strecke ist kopiert: Schick sie, wem du willst.
tracks-not-copied = Die Adresse ließ sich nicht kopieren; kopiere sie aus der Adressleiste.
tracks-report = Melden
tracks-report-reason = Was stimmt mit ihr nicht?
tracks-report-send = Meldung senden
tracks-report-empty = Sag, was mit der Strecke nicht stimmt.
tracks-reported = Danke: Die Meldung ist beim Betreiber des Servers.
tracks-board-heading = Beste Fahrten
tracks-board-row = { $rank }. { $name }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
tracks-board-empty = Hier hat noch niemand eine Fahrt eingeschickt: Sei die oder der Erste.
tracks-player-first = Lege zuerst deinen Online-Spieler an ({ menu-online }) und komm dann zurück.
tracks-no-server = Die Sammlung braucht den Spielserver, der hier nicht antwortet; der Rest des Spiels läuft weiter.
editor-publish = Veröffentlichen
    .title = Die Strecke in die Sammlung stellen, damit alle sie fahren und bewerten können
publish-heading = Diese Strecke veröffentlichen
publish-name = Name
publish-description = Was sie zu einem Rennen wert macht (freiwillig)
publish-send = Veröffentlichen
publish-cancel = Abbrechen
publish-sending = Wird veröffentlicht … der Server prüft, dass ein Auto das Ziel erreichen kann.
publish-done = Veröffentlicht: { $name }
publish-not-a-track = Der Entwurf ist noch keine Strecke: { $why }

## Tournaments
menu-tournaments = Turniere
title-tournaments = Turniere
tournaments-heading = Turniere
tournaments-back-to-list = ← Turniere
tournaments-rank = #
tournaments-player = Spieler
tournaments-points = Punkte
tournaments-games = Partien
tournaments-games-heading = Laufende Partien
tournaments-my-game = Zurück zu deiner Partie
tournaments-arena = Arena
tournaments-grand-prix = Grand Prix
tournaments-running = Laufend
tournaments-upcoming = Demnächst
tournaments-over = Beendet
tournaments-no-server = Turniere brauchen den Spielserver, der hier nicht antwortet; der Rest des Spiels läuft weiter.
tournaments-none = Noch kein Turnier.
tournaments-count = { $count ->
    [one] { $count } Turnier
   *[other] { $count } Turniere
}
tournaments-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
tournaments-kind-players = { $kind } · { $players }
tournaments-finished = Beendet
tournaments-under-way = Läuft
tournaments-starts-in = Beginnt in { $time }
tournaments-ends-in = Endet in { $time }
tournaments-next-race-in = Nächstes Rennen in { $time }
tournaments-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
tournaments-races = { $n ->
    [one] { $n } Rennen
   *[other] { $n } Rennen
}
tournaments-about = { $kind } · { $length } · { $rules ->
        [Karopapier] Karopapier-Regeln
       *[other] { $rules } Regeln
    } · { $time } pro Zug
tournaments-about-rated = { $kind } · { $length } · { $rules ->
        [Karopapier] Karopapier-Regeln
       *[other] { $rules } Regeln
    } · { $time } pro Zug · gewertet
tournaments-you-not-in = Melde dich an, um gegen die anderen anzutreten.
tournaments-joining-closed = Die Anmeldung ist geschlossen.
tournaments-you-joined = Du bist angemeldet: Deine erste Partie beginnt mit dem Turnier.
tournaments-you-waiting = Warte auf deinen nächsten Gegner …
tournaments-you-playing = Du spielst eine Partie des Turniers.
tournaments-you-paused = Du pausierst: Bis du zurückkommst, bekommst du keinen Gegner.
tournaments-you-left = Du hast das Turnier verlassen; deine Punkte bleiben.
tournaments-you-done = Das Turnier ist vorbei: Danke fürs Mitspielen.
tournaments-join = Anmelden
tournaments-back = Zurückkommen
tournaments-pause = Pause
# Der Status eines Spielers, der pausieren kann ($you: tournaments-you-joined oder -waiting), und was Pause bewirkt.
tournaments-pause-explained = { $you } Brauchst du eine Pause? Drück auf Pause: Für dich beginnt keine Partie, bis du zurückkommst.
# Dasselbe während einer Partie des Turniers ($you: tournaments-you-playing).
tournaments-pause-after-game = { $you } Drück auf Pause, um nach dieser Partie auszusetzen: Für dich beginnt keine weitere Partie, bis du zurückkommst.
tournaments-leave = Verlassen
tournaments-left = ausgestiegen
room-tournament = Zurück zum Turnier
tournaments-streak = Siegesserie: Der nächste Sieg zählt doppelt
tournaments-wins = Siege
tournaments-races-column = Rennen
tournaments-seats = { $count } von { $max } Spielern
tournaments-nobody = Noch hat sich niemand angemeldet.
tournaments-you-not-in-races = Melde dich an, um in jedem Rennen der Serie mitzufahren.
tournaments-clock-minutes = { $m } min { $s } s
tournaments-clock-seconds = { $s } s
tournaments-finished-heading = Letzte Ergebnisse
tournaments-did-not-finish = { $name } (nicht im Ziel)
tournaments-race-result = Rennen { $n }: { $places }
tournaments-leave-ask = Das Turnier endgültig verlassen? Deine Punkte bleiben in der Tabelle, aber du spielst darin keine Partie mehr.
tournaments-leave-yes = Turnier verlassen
tournaments-leave-no = Bleiben
tournaments-track-list = Strecken: { $names }
tournaments-began = { $name } hat begonnen.
tournament-form-open = Turnier anlegen
tournament-form-heading = Ein neues Turnier
tournament-form-rated = Gewertet (die Ergebnisse verändern die Wertungszahlen)
tournament-form-kind = Art
tournament-form-name = Name
tournament-form-starts = Beginn
tournament-form-in = { $days ->
        [0] in { $time }
        [1] in 1 Tag
       *[other] in { $days } Tagen
    }
tournament-form-length = Dauer
tournament-form-players = Höchstzahl an Spielern
tournament-form-bots = Bots dürfen mitspielen
tournament-form-play = Ich fahre selbst mit
tournament-form-tracks = Strecken
tournament-form-tracks-arena = Eine Arena paart ihre Spieler reihum auf diesen Strecken: 1 bis 20 ankreuzen.
tournament-form-tracks-grand-prix = Ein Grand Prix fährt diese Strecken nacheinander: 2 bis 20 ankreuzen.
tournament-form-send = Anlegen
tournament-form-sending = Das Turnier wird angelegt …
tournament-form-bad-name = Der Name braucht 3 bis 60 Zeichen.
tournament-form-bad-start = Der Beginn muss in den nächsten 30 Tagen liegen.
tournament-form-bad-minutes = Eine Arena dauert 10 bis 180 Minuten.
tournament-form-bad-tracks = Kreuze die Strecken an: 1 bis 20 für eine Arena, 2 bis 20 für einen Grand Prix.
tournament-form-bad-move-time = Diese Zugzeit gibt es für Partien nicht.
tournament-form-bad-players = Ein Turnier nimmt 2 bis 1.000 Spieler auf.
tournament-form-few-starts = „{ $name }“ hat { $starts ->
        [one] { $starts } Startpunkt
       *[other] { $starts } Startpunkte
    }, und ein Grand Prix lässt seine Spieler in Gruppen von bis zu { $needed } fahren: Setz „Höchstzahl an Spielern“ auf { $starts } herunter oder nimm das Häkchen weg.
tournament-form-default-name = Turnier von { $player }

## Die Antworten der Engine zu einer Strecke: warum ein Text nicht lesbar ist, was einen Entwurf
## von einer Strecke trennt, was ein Bearbeitungsschritt abgelehnt hat, was Aufräumen getan hat.
track-empty = die Strecke ist leer
track-too-long = der Streckentext ist länger als { $max } Bytes, weit mehr, als das größte Raster braucht
track-not-text = die Strecke ist kein UTF-8-Text (Byte { $offset })
track-unknown-character = Zeile { $line }, Spalte { $column }: unbekanntes Zeichen „{ $character }“ (erwartet: . # > * ~ : ^, ein Kontrollpunkt von 1 bis 9 oder die Buchstaben eines Karopapier-Mapcodes)
track-side-too-long = die Strecke hat { $rows } × { $cols } Punkte; eine Seite darf höchstens { $max } Punkte lang sein
track-too-many-points = die Strecke hat { $rows } × { $cols } = { $points } Punkte; höchstens { $max } Punkte sind erlaubt
track-no-start = die Strecke hat keinen Startpunkt („>“, in einem Mapcode „S“)
track-no-finish = die Strecke hat keinen Zielpunkt („*“, in einem Mapcode „F“)
element-not-element = Zeile { $line }: nach dem Ende des Rasters beginnt eine Elementzeile mit „@“
element-unknown = Zeile { $line }: unbekanntes Element „{ $word }“ (erwartet: @gate oder @train)
element-syntax = Zeile { $line }: erwartet { $expected }, gefunden „{ $found }“
element-syntax-end = Zeile { $line }: erwartet { $expected }, gefunden das Zeilenende
element-no-cells = Zeile { $line }: das Element nennt kein Feld
element-off-grid = Zeile { $line }: Feld { $point } liegt außerhalb des Rasters
element-on-obstacle = Zeile { $line }: Feld { $point } ist ein Hindernis des Rasters
element-duplicate-cell = Zeile { $line }: Feld { $point } steht doppelt da
element-zero-cycle = Zeile { $line }: der Zyklus einer Schranke ist mindestens 1
element-zero-length = Zeile { $line }: die Länge einer Bahn ist mindestens 1
element-zero-speed = Zeile { $line }: die Geschwindigkeit einer Bahn ist mindestens 1
element-range-outside-cycle = Zeile { $line }: der geschlossene Bereich { $start }-{ $end } liegt nicht in 0-{ $last }
element-not-neighbours = Zeile { $line }: die Schienenfelder { $from } und { $to } sind keine Nachbarn
element-length-over-rail = Zeile { $line }: eine Bahn der Länge { $length } passt nicht auf ihre Schiene aus { $rail } Feldern
element-speed-over-length = Zeile { $line }: die Geschwindigkeit einer Bahn ({ $speed }) darf ihre Länge ({ $length }) nicht übersteigen
element-phase-out-of-range = Zeile { $line }: die Phase { $phase } liegt nicht unter der Periode der Schiene, { $period }
element-cycle-too-long = Zeile { $line }: der gemeinsame Zyklus der Elemente wäre { $cycle } Züge lang; höchstens { $max } sind erlaubt
expected-keyword = „{ $word }“
expected-cell = ein Feld ZEILE,SPALTE
expected-end = das Zeilenende
expected-closed-range = ein geschlossener Bereich A-B
expected-cycle = der Zyklus, eine Zahl
expected-length = die Länge, eine Zahl
expected-speed = die Geschwindigkeit, eine Zahl
expected-phase = die Phase, eine Zahl
expected-phase-or-end = „phase“ oder das Zeilenende
editor-problem-no-start = Kein Start: Male mindestens einen Startpunkt.
editor-problem-no-finish = Kein Ziel: Male mindestens einen Zielpunkt.
editor-problem-elements = Bewegliche Elemente, { $why }.
edit-empty = eine Strecke braucht mindestens eine Zeile und eine Spalte (verlangt: { $rows } × { $cols })
edit-too-large = eine Strecke aus { $rows } × { $cols } Punkten ist zu groß (höchstens { $side } Punkte je Seite und { $points } insgesamt)
edit-out-of-range = { $lines } ab Nummer { $at } passen nicht in ein Raster aus { $grid }
edit-removes-every = nicht alle { $lines } können weg: eine Strecke behält mindestens eine
editor-rows-count = { $n ->
        [one] { $n } Zeile
       *[other] { $n } Zeilen
    }
editor-cols-count = { $n ->
        [one] { $n } Spalte
       *[other] { $n } Spalten
    }
editor-tidy-nothing = Nichts aufzuräumen.
editor-tidy-done = Aufgeräumt: { $rows ->
        [one] { $rows } Zeile
       *[other] { $rows } Zeilen
    } und { $cols ->
        [one] { $cols } Spalte
       *[other] { $cols } Spalten
    } entfernt, { $points ->
        [one] { $points } unbenutzbarer Punkt zugemauert
       *[other] { $points } unbenutzbare Punkte zugemauert
    }.

named-why = { $name }: { $why }
image-not-png = kein PNG-Bild (keine PNG-Signatur)
image-too-big = die Datei hat { $size } Bytes; höchstens { $max } Bytes werden angenommen
image-corrupt = beschädigtes oder abgeschnittenes PNG: { $why }
image-too-many-pixels = das Bild hat { $width } × { $height } Pixel; höchstens { $side } × { $side } Pixel werden angenommen
image-buffer-size = ein Bild von { $width } × { $height } passt nicht in { $len } Bytes Farbe
image-zero-cell = die Feldgröße ist mindestens 1 Pixel
image-cell-too-large = Felder von { $cell } px passen nicht in ein Bild von { $width } × { $height }
image-not-a-track = das Bild ergibt keine gültige Strecke: { $why }
link-too-long = der Link ist zu lang ({ $len } Zeichen; höchstens { $max } werden angenommen)
link-malformed = das ist kein Racetrack-Link
link-unsupported-version = diese Seite liest keine Links der Version „{ $version }“
link-truncated = der Herausforderungslink ist abgeschnitten: sein Abschnitt { $section } fehlt
link-unknown-rules = unbekannte Regeln „{ $rules }“ im Link (erwartet: strict, soft oder karopapier)
link-base64 = der Abschnitt { $section } des Links ist kein gültiges base64url
link-inflate = der Abschnitt { $section } des Links ist beschädigt (er lässt sich nicht entpacken)
link-too-large = der Abschnitt { $section } des Links ergibt entpackt mehr als { $max } Bytes
link-track = die Strecke im Link ist ungültig: { $why }
link-malformed-trajectory = die Fahrt im Link ist fehlerhaft
link-illegal-trajectory = die Fahrt ist auf dieser Strecke kein erlaubtes Spiel (Regeln: { $rules })
link-not-finished = eine Herausforderung muss eine beendete Fahrt sein, und diese Fahrt endet auf keinem Zielpunkt
link-finished-early = eine Herausforderung endet im Ziel, und diese Fahrt erreicht es nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } und fährt weiter
link-not-utf8 = der { $section } im Link ist kein UTF-8-Text
link-empty-name = der { $section } im Link ist leer
link-name-too-long = der { $section } im Link ist länger als { $max } Zeichen
link-forbidden-character = der { $section } im Link enthält ein Steuerzeichen ({ $code }, Zeichen { $position })
link-section-track = Strecke
link-section-trajectory = Fahrt
link-section-track-name = Streckenname
link-section-player = Spielername
link-section-text = Text

## The engine's answers about races, records and names.
name-empty = der Name ist leer
name-too-long = der Name hat { $chars } Zeichen; höchstens { $max } sind erlaubt
name-control = der Name enthält ein Steuerzeichen (bei Zeichen { $position })
race-car = Auto { $number }
race-car-count = ein Rennen hat 1 bis { $max } Autos, nicht { $count }
race-same-name = zwei Autos heißen „{ $name }“: jedes Auto braucht einen eigenen Namen
race-too-few-starts = die Strecke hat { $starts ->
    [one] einen Startpunkt
   *[other] { $starts } Startpunkte
}, weniger als die { $cars } Autos
race-penalty = eine Crash-Strafe von { $turns } Zügen ist mehr als die erlaubten { $max }
race-no-such-car = in diesem Rennen gibt es kein { $car }
race-over = das Rennen ist vorbei
race-out = { $car } ist aus dem Rennen
race-not-your-turn = { $car } ist nicht am Zug
race-wrong-order = dieses Rennen wird nicht in dieser Reihenfolge gespielt
race-occupied = { $car } kann nicht auf { $point } halten: dort steht ein anderes Auto
race-illegal = { $point } ist kein erlaubter Zug für { $car }
answer-not-pending = { $car } wählt in dieser Runde nicht
answer-answered = { $car } hat in dieser Runde schon gewählt
answer-kind = { $car } kann diese Wahl jetzt nicht treffen
answer-acceleration = eine Beschleunigung sind zwei Zahlen, jede -1, 0 oder 1, nicht [{ $x }, { $y }]
answer-terrain = der Boden unter { $car } erlaubt diese Beschleunigung nicht
record-too-many-rounds = eine Aufzeichnung hat höchstens { $max } Runden
record-too-large = die Datei ist größer als { $mib } MiB, mehr als eine Rennaufzeichnung sein kann
record-not-json = das ist keine Rennaufzeichnung
record-version = diese Rennaufzeichnung hat ein Format oder eine Version, die diese Seite nicht liest („{ $format }“ Version { $found }; diese Seite liest Version { $version })
record-rounds = die Aufzeichnung hat { $rounds } Runden, mehr als ein Rennen hat ({ $max })
record-track = die Strecke der Aufzeichnung lässt sich nicht lesen: { $why }
record-rules = die Regeln der Aufzeichnung, „{ $rules }“, sind unbekannt
record-rules-version = die Aufzeichnung folgt den Rennregeln der Version { $version }; diese Seite spielt die Versionen { $first } bis { $last }
record-mismatch = die Aufzeichnung lässt sich nicht so abspielen, wie sie geschrieben ist: Runde { $round } weicht ab
record-mismatch-standings = die Aufzeichnung lässt sich nicht so abspielen, wie sie geschrieben ist: ihr Endstand weicht ab
import-not-race = Karte, Spieler oder Einstellungen dieser Karopapier-Partie ergeben kein Rennen
import-illegal = der Zug von { $player } in Runde { $round } von { $from } nach { $to } ist nach den Karopapier-Regeln nicht erlaubt; er fährt über { $cells }
import-disagrees = { $player }, Runde { $round }: die Partie und die Karopapier-Regeln sind sich uneins, wer am Zug ist, über einen Crash oder das Ende
records-too-large = die Rekorde sind { $len } Bytes lang; höchstens { $max } werden gelesen
records-not-json = das ist keine Rekorddatei (nicht einmal JSON-Text)
records-version = Rekorde der Version { $version } werden hier nicht gelesen (diese Seite liest Version { $supported })
records-missing = { $at }: „{ $field }“ fehlt
records-wrong-type = { $at }: ein Wert der falschen Art
records-bad-key = „{ $key }“ ist kein Tabellenschlüssel (16 kleine Hexadezimalziffern)
records-too-many = { $at }: { $count } Einträge, höchstens { $max } werden behalten
entry-moves = „{ $moves }“ Züge liegt außerhalb des Bereichs (1 bis { $max })
entry-mode = „{ $mode }“ ist kein Spielmodus
entry-date = „{ $date }“ ist kein Datum (JJJJ-MM-TT)
generate-bad-size = eine Zufallsstrecke von { $rows } × { $cols } Punkten lässt sich nicht bauen: jede Seite muss { $min } bis { $max } Punkte lang sein
generate-no-draw = keine brauchbare Strecke von { $rows } × { $cols } Punkten für den Startwert { $seed } in { $draws } Versuchen
